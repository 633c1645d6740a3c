const { createHostConfig } = require('@petcora/webpack-config');

module.exports = createHostConfig({ projectRoot: __dirname, port: 4200 });

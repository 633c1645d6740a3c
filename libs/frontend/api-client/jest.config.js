module.exports = require('../../tooling/webpack-config/jest/project.js').browserProject(
  __dirname,
  'api-client',
);

// The build configuration's own tests (plain Node: they read the workspace's sources, no bundling).
const { preset } = require('../../../jest.preset.js');

module.exports = {
  ...preset(__dirname, { displayName: 'webpack-config', env: 'node' }),
  testMatch: ['<rootDir>/test/**/*.spec.js'],
};

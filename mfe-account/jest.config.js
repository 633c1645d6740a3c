module.exports = require('../libs/tooling/webpack-config/jest/project.js').browserProject(
  __dirname,
  'mfe-account',
);

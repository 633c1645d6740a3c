const config = require('../../tooling/webpack-config/jest/project.js').browserProject(__dirname, 'ui');

// The build step's tests (scripts/subset-fonts.js) run beside the components'.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/scripts/**/*.spec.js'] };

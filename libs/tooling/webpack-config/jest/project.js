// jest config for a browser project: the root preset (jsdom) plus the Fetch API in the test window.
const path = require('node:path');
const { preset } = require('../../../../jest.preset.js');

/** @param {string} dir project root; @param {string} displayName */
function browserProject(dir, displayName) {
  return {
    ...preset(dir, { displayName, env: 'jsdom' }),
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch.js'),
  };
}

module.exports = { browserProject };

module.exports = require('../../../jest.preset.js').preset(__dirname, { displayName: 'mail' });

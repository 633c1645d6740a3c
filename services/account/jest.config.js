module.exports = {
  ...require('../../jest.preset.js').preset(__dirname, { displayName: 'account-service' }),
  // Integration tests start a Nest app against a fresh Postgres database; give them room on a 2-core machine.
  testTimeout: 30000,
};

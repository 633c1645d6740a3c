module.exports = {
  ...require('../../jest.preset.js').preset(__dirname, { displayName: 'social-service' }),
  // Integration tests start Postgres-backed apps and BullMQ workers: give them room.
  testTimeout: 30000,
};

// Every project's jest tests in one run (npm test); each project also runs alone via `nx test <project>`.
module.exports = {
  // A global option: jest ignores `testTimeout` inside a project's config when it runs them as `projects`, so the room
  // the integration tests need on a 2-core machine (a fresh database and a Nest app per file) is given here.
  testTimeout: 30000,
  // The known long suites first, so the two workers finish together (libs/tooling/jest/long-suites-first.js).
  testSequencer: '<rootDir>/libs/tooling/jest/long-suites-first.js',
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mfe-*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/infra/*/jest.config.js',
  ],
};

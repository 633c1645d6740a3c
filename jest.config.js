// Every project's jest tests in one run (npm test); each project also runs alone via `nx test <project>`.
module.exports = {
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mfe-*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/infra/*/jest.config.js',
  ],
};

// One jest set-up for every project: swc compiles TS (decorators + metadata for Nest),
// workspace libs resolve to their TypeScript source through the "source" export condition.
const path = require('node:path');

function swcTransform(jsx) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    },
  ];
}

/** @param {string} dir project root; @param {{ env?: 'node'|'jsdom', displayName: string }} opts */
function preset(dir, opts) {
  const jsdom = opts.env === 'jsdom';
  return {
    displayName: opts.displayName,
    rootDir: dir,
    testEnvironment: jsdom ? 'jsdom' : 'node',
    testEnvironmentOptions: {
      customExportConditions: jsdom
        ? ['source', 'browser', 'require', 'default']
        : ['source', 'node', 'require', 'default'],
    },
    transform: { '^.+\\.(t|j)sx?$': swcTransform(jsdom) },
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      '\\.(css|svg|png|webp|avif|jpg)$': path.join(__dirname, 'libs/tooling/jest/file-stub.js'),
    },
    setupFiles: jsdom ? [path.join(__dirname, 'libs/tooling/jest/jsdom-setup.js')] : [],
    setupFilesAfterEnv: jsdom ? [path.join(__dirname, 'libs/tooling/jest/jsdom-after-env.js')] : [],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  };
}

module.exports = { preset };

// Jest's own order, except that the suites known to run longest start first. Without a cache of earlier runs (CI
// clones afresh) jest orders by file size, so the slowest suites, which are small files, started last: the social
// bad-input walk began at 400 s and ran alone for the last 66 s of a 536 s run on 2 cores (2026-11-29).
const Sequencer = require('@jest/test-sequencer').default;

/** Longest first (CI, 2 workers on 2 cores): what each took there, in seconds. */
const LONG_RUNNING = [
  /services\/social\/src\/bad-input\.spec\.ts$/, // 136
  /services\/store\/src\/bad-input\.spec\.ts$/, // 94
  /infra\/delivery\/src\/independent-delivery\.spec\.ts$/, // 72
  /infra\/resilience\/src\/faults\.spec\.ts$/, // 50
  /services\/account\/src\/bad-input\.spec\.ts$/, // 42
  /catalog-sync-operations\.integration\.spec\.ts$/, // 24
  /platform-boundaries\.spec\.ts$/, // 22
];

const rankOf = (test) => {
  const index = LONG_RUNNING.findIndex((pattern) => pattern.test(test.path.replaceAll('\\', '/')));
  return index === -1 ? LONG_RUNNING.length : index;
};

class LongSuitesFirst extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: everything else keeps jest's order (failed first, then by time or size).
    return super.sort(tests).sort((a, b) => rankOf(a) - rankOf(b));
  }
}

module.exports = LongSuitesFirst;

// Console output shared by start.mjs and test.mjs.
export function info(message) {
  console.log(`\x1b[1m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
}

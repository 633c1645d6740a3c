// Tiny console helpers shared by start.mjs and test.mjs.
const colours = [36, 35, 33, 32, 34, 91, 96, 95];
let next = 0;

export function info(message) {
  console.log(`\x1b[1m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
}

/** A line prefixer for one child process's output, e.g. "[account] …". */
export function prefixer(name) {
  const colour = colours[next++ % colours.length];
  const label = `\x1b[${colour}m[${name}]\x1b[0m `;
  return (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => label + line)
      .join('\n') + '\n';
}

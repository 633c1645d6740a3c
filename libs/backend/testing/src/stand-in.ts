/** An object named before it exists, and the call that gives it the real one. */
export interface StandIn<T extends object> {
  /** Reads each property on the real object given by then; throws when read before. */
  value: T;
  fill(actual: T | undefined): void;
}

/**
 * A stand-in for an object a `beforeAll` makes (an app, a database): a spec file names it once, at the top, and its
 * tests read it as if it had been made there.
 */
export function standIn<T extends object>(what: string): StandIn<T> {
  let actual: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, key) {
      if (!actual)
        throw new Error(`${what} was read before its beforeAll made it: read it inside tests and hooks`);
      return Reflect.get(actual, key);
    },
  });
  return { value, fill: (next) => (actual = next) };
}

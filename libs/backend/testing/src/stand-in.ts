// madeBeforeAll registers jest's hooks: only spec files call it, where jest's globals exist.
/// <reference types="jest" />

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

/**
 * What `make` makes in a beforeAll and `unmake` undoes in afterAll, named at once (a spec file's app or context): a
 * stand-in to read inside tests and hooks only.
 */
export function madeBeforeAll<T extends object>(
  what: string,
  make: () => Promise<T>,
  unmake: (made: T) => Promise<unknown>,
  timeoutMs = 60_000,
): T {
  const stand = standIn<T>(what);
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
    stand.fill(made);
  }, timeoutMs);
  afterAll(async () => {
    if (made) await unmake(made);
  });
  return stand.value;
}

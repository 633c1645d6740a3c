import { madeBeforeAll, standIn } from './stand-in';

describe('standIn', () => {
  it('reads each property on the object given last', () => {
    const app = standIn<{ name: string; greet(): string }>('the app');
    app.fill({ name: 'first', greet: () => 'hello' });
    expect(app.value.name).toBe('first');
    expect(app.value.greet()).toBe('hello');
    app.fill({ name: 'second', greet: () => 'hi' });
    expect(app.value.name).toBe('second');
  });

  it('names what was read too early', () => {
    const app = standIn<{ name: string }>('the app');
    expect(() => app.value.name).toThrow('the app was read before its beforeAll made it');
  });
});

describe('madeBeforeAll', () => {
  const undone: number[] = [];
  const made = madeBeforeAll(
    'the counter',
    async () => ({ n: 1 }),
    async (counter) => undone.push(counter.n),
  );

  it('is made before the first test', () => {
    expect(made.n).toBe(1);
    expect(undone).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { transformFileSync } from '@swc/core';
import { createBatchedLogWriter } from './batched-log-writer';

describe('createBatchedLogWriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the lines of one interval as one batch, in order, after the delay', () => {
    const sink = { write: jest.fn() };
    const writer = createBatchedLogWriter(sink, { maxDelayMs: 20 });
    writer.write('a\n');
    writer.write('b\n');
    writer.write('c\n');
    expect(sink.write).not.toHaveBeenCalled();
    jest.advanceTimersByTime(19);
    expect(sink.write).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sink.write.mock.calls).toEqual([['a\nb\nc\n']]);
    writer.write('d\n');
    jest.advanceTimersByTime(20);
    expect(sink.write.mock.calls).toEqual([['a\nb\nc\n'], ['d\n']]);
  });

  it('writes at once when a batch reaches its size, and flush() empties the queue', () => {
    const sink = { write: jest.fn() };
    const writer = createBatchedLogWriter(sink, { maxDelayMs: 1_000, maxChars: 10 });
    writer.write('12345\n');
    writer.write('6789\n'); // 11 characters: over the size
    expect(sink.write.mock.calls).toEqual([['12345\n6789\n']]);
    writer.write('x\n');
    writer.flush();
    writer.flush(); // nothing queued: no empty write
    expect(sink.write.mock.calls).toEqual([['12345\n6789\n'], ['x\n']]);
    jest.advanceTimersByTime(1_000); // the timer went with the flush
    expect(sink.write).toHaveBeenCalledTimes(2);
  });
});

describe('batchedStdout in a real process', () => {
  // The module compiled as it ships, run in a child: what is queued reaches stdout when the process ends, however
  // it ends, long before the 20 ms timer.
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batched-log-'));
    const { code } = transformFileSync(path.join(__dirname, 'batched-log-writer.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(path.join(dir, 'writer.js'), code);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (ending: string) =>
    spawnSync(
      process.execPath,
      [
        '-e',
        `const { writeLogLine } = require(${JSON.stringify(path.join(dir, 'writer.js'))});
         for (let i = 1; i <= 3; i += 1) writeLogLine('{"line":' + i + '}\\n');
         ${ending}`,
      ],
      { encoding: 'utf8', timeout: 10_000 },
    );

  it.each([
    ['the event loop ends', ''],
    ['process.exit', 'process.exit(3);'],
    ['an uncaught exception', 'setImmediate(() => { throw new Error("boom"); });'],
  ])('keeps every line when %s', (_how, ending) => {
    const child = run(ending);
    expect(child.stdout).toBe('{"line":1}\n{"line":2}\n{"line":3}\n');
  });

  it('does not keep a finished process alive for its timer', () => {
    const started = Date.now();
    const child = run('');
    expect(child.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

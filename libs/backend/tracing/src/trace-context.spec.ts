import { continueTrace, currentTrace, parseTraceparent, runInTrace, traceparentOf } from './trace-context';
import { jsonLogLine } from './json-log';

const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('W3C trace context', () => {
  it('continues a valid traceparent with a new span, and starts a new trace otherwise', () => {
    const continued = continueTrace(VALID, 'req-1');
    expect(continued).toMatchObject({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      sampled: true,
      requestId: 'req-1',
    });
    expect(continued.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(continued.spanId).not.toBe('00f067aa0ba902b7');
    expect(traceparentOf(continued)).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${continued.spanId}-01`);

    for (const hostile of [
      undefined,
      '',
      'garbage',
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01', // all-zero trace id
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01', // all-zero parent
      '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', // unknown version
      `${VALID}\n{"level":"error"}`, // log injection
      ['a', 'b'],
    ]) {
      expect(parseTraceparent(hostile)).toBeNull();
      expect(continueTrace(hostile).traceId).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('follows the work across awaits, and log lines carry it', async () => {
    const context = continueTrace(VALID, 'req-2');
    const seen = await runInTrace(context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentTrace();
    });
    expect(seen).toBe(context);
    expect(currentTrace()).toBeUndefined();
    const line = runInTrace(context, () => jsonLogLine('social-service', 'info', 'request', { status: 200 }));
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      service: 'social-service',
      msg: 'request',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: context.spanId,
      requestId: 'req-2',
      status: 200,
    });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim().includes('\n')).toBe(false);
  });

  it('writes an explicit trace (or none, for null) instead of the current one, in the same bytes', () => {
    const context = continueTrace(VALID, 'req-3');
    const ambient = continueTrace(undefined, 'req-4');
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z') });
    try {
      const fromStorage = runInTrace(context, () => jsonLogLine('gateway', 'warn', 'x', { a: 1 }));
      const explicit = runInTrace(ambient, () => jsonLogLine('gateway', 'warn', 'x', { a: 1 }, context));
      expect(explicit).toBe(fromStorage);
      expect(explicit).toBe(
        `{"time":"2026-11-25T10:00:00.000Z","level":"warn","service":"gateway","msg":"x",` +
          `"traceId":"4bf92f3577b34da6a3ce929d0e0e4736","spanId":"${context.spanId}","requestId":"req-3","a":1}\n`,
      );
      expect(runInTrace(ambient, () => jsonLogLine('gateway', 'warn', 'x', { a: 1 }, null))).toBe(
        '{"time":"2026-11-25T10:00:00.000Z","level":"warn","service":"gateway","msg":"x","a":1}\n',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

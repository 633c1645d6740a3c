import { requestTraceOf, setRequestTrace } from './request-trace';
import { continueTrace, currentTrace, runInTrace, withTraceSync } from './trace-context';

describe('a request’s trace without async context (ADR 0054)', () => {
  it('rides on Node’s request, found from it or from a framework’s wrapper around it', () => {
    const trace = continueTrace(undefined, 'req-1');
    const node = {};
    setRequestTrace(node, trace);
    expect(requestTraceOf(node)).toBe(trace);
    expect(requestTraceOf({ raw: node })).toBe(trace);
    expect(requestTraceOf({})).toBeUndefined();
    expect(requestTraceOf(null)).toBeUndefined();
    const fastifyRequest = { raw: {} };
    setRequestTrace(fastifyRequest, trace);
    expect(requestTraceOf(fastifyRequest.raw)).toBe(trace);
  });

  it('is the current trace during synchronous work only, then the previous one again', async () => {
    const outer = continueTrace(undefined, 'outer');
    const inner = continueTrace(undefined, 'inner');
    let later: Promise<unknown> = Promise.resolve();
    const seen = withTraceSync(outer, () => {
      const nested = withTraceSync(inner, () => currentTrace());
      later = Promise.resolve().then(() => currentTrace());
      return [nested, currentTrace()];
    });
    expect(seen).toEqual([inner, outer]);
    expect(currentTrace()).toBeUndefined();
    expect(await later).toBeUndefined();
    expect(() =>
      withTraceSync(outer, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(currentTrace()).toBeUndefined();
    // A job's async context (the worker) still shows through when no synchronous trace is set.
    expect(runInTrace(outer, () => withTraceSync(undefined, () => currentTrace()))).toBe(outer);
  });
});

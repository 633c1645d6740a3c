import request from 'supertest';
import { continueTrace, runInTrace } from '@petcora/tracing';
import { createGateway } from '../app';
import { gatewayServer, testConfig } from '../testing/fake-upstream';
import { createJsonLogger } from './logger';

describe('request logging', () => {
  it('writes one JSON line per request with its id, status and duration', async () => {
    const lines: string[] = [];
    const app = createGateway(testConfig(), { logger: createJsonLogger('info', (line) => lines.push(line)) });
    await request(gatewayServer(app)).get('/api/remotes').set('x-request-id', 'abc-1').expect(200);
    await request(gatewayServer(app)).get('/api/nope').expect(404);
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'abc-1',
      method: 'GET',
      url: '/api/remotes',
      status: 200,
    });
    expect(typeof entries[0].durationMs).toBe('number');
    expect(entries[1]).toMatchObject({ url: '/api/nope', status: 404 });
  });

  it('stays quiet at level silent (the default under NODE_ENV=test)', () => {
    const lines: string[] = [];
    const logger = createJsonLogger('silent', (line) => lines.push(line));
    logger.error('x');
    expect(lines).toHaveLength(0);
    expect(testConfig().logLevel).toBe('silent');
  });

  it('writes the trace it is given first (traceId, spanId, requestId), never one kept in AsyncLocalStorage', () => {
    const lines: string[] = [];
    const logger = createJsonLogger('info', (line) => lines.push(line));
    const mine = continueTrace(undefined, 'mine');
    const ambient = continueTrace(undefined, 'ambient');
    runInTrace(ambient, () => {
      logger.warn('given', { a: 1 }, mine);
      logger.warn('none', { a: 1 });
    });
    const [given, none] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(given!)).toEqual([
      'time',
      'level',
      'service',
      'msg',
      'traceId',
      'spanId',
      'requestId',
      'a',
    ]);
    expect(given).toMatchObject({ traceId: mine.traceId, spanId: mine.spanId, requestId: 'mine' });
    expect(Object.keys(none!)).toEqual(['time', 'level', 'service', 'msg', 'a']);
  });
});

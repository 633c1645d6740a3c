// The least a Node service and a Node gateway can cost on this machine, run as child processes of bench/ceiling.mjs:
//  - `service`: node:http + pg, nothing else (no framework, identity check, validation, tracing, metrics or log). Each
//    GET runs the service's own statement (as recorded by service-sql.mjs: same text, name and row mode, a pool of the
//    services' size and planning mode), JSON.stringify's the rows and pads the body with spaces to the real answer's
//    length, so it writes the same bytes to the socket as the real service;
//  - `proxy`: node:http forwarding every request to one upstream over a keep-alive agent and piping the answer back.
// Not part of the product: an instrument for what the ratio targets could reach at best.
import http from 'node:http';
import pg from 'pg';

const [kind, port, ...rest] = process.argv.slice(2);

if (kind === 'service') {
  const { databaseUrl, statement, bodyBytes } = JSON.parse(rest[0]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    options: '-c plan_cache_mode=force_custom_plan -c jit=off',
  });
  http
    .createServer(async (_req, res) => {
      try {
        const { rows } = await pool.query({
          name: statement.name,
          text: statement.sql,
          values: statement.params,
          rowMode: statement.rowMode,
        });
        let body = JSON.stringify(rows);
        if (body.length < bodyBytes) body += ' '.repeat(bodyBytes - body.length);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'proxy') {
  const upstream = new URL(rest[0]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  http
    .createServer((req, res) => {
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  process.stderr.write('usage: ideal-servers.mjs service|proxy <port> <options>\n');
  process.exit(2);
}

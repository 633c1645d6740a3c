import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { phoneJpeg } from '@petcora/testing';
import {
  fetchImageGuarded,
  FetchRefusedError,
  isAddressAllowed,
  parseAllowList,
  unmapV4,
  type GuardedFetchOptions,
  type ResolvedAddress,
} from './guarded-fetch';

const JPEG = phoneJpeg(64, 48, 1);

interface TestServer {
  server: Server;
  port: number;
  hits: Array<{ host?: string; url?: string }>;
}

async function serve(host: string, handler: RequestListener): Promise<TestServer> {
  const hits: TestServer['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ host: req.headers.host, url: req.url });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const jpegAnswer: RequestListener = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': JPEG.length });
  res.end(JPEG);
};

const options = (overrides: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
  allow: parseAllowList('127.0.0.1'),
  maxBytes: 1024 * 1024,
  timeoutMs: 2_000,
  maxRedirects: 3,
  ...overrides,
});

/** A DNS stand-in answering `answers` in turn (the last one repeats), counting questions. */
function dns(...answers: string[][]): {
  resolve: (host: string) => Promise<ResolvedAddress[]>;
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    resolve: async (host) => {
      const answer = answers[Math.min(asked.length, answers.length - 1)];
      asked.push(host);
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}

describe('fetchImageGuarded (SSRF guard, real sockets on loopback)', () => {
  let image: TestServer;
  /** Stands for something inside: listens on 127.0.0.2, which the allow-list (127.0.0.1 only) does not name. */
  let inside: TestServer;
  const servers: Server[] = [];

  beforeAll(async () => {
    image = await serve('127.0.0.1', jpegAnswer);
    inside = await serve('127.0.0.2', jpegAnswer);
    servers.push(image.server, inside.server);
  });
  afterAll(async () => {
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    image.hits.length = 0;
    inside.hits.length = 0;
  });

  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(FetchRefusedError);

  it('fetches an image from an allowed address, its type from the magic bytes', async () => {
    const fetched = await fetchImageGuarded(`http://127.0.0.1:${image.port}/p.jpg`, options());
    expect(fetched.type.extension).toBe('jpg');
    expect(fetched.bytes.equals(JPEG)).toBe(true);
  });

  it('refuses a name resolving to 10.0.0.1 without connecting', async () => {
    const stub = dns(['10.0.0.1']);
    await refused(fetchImageGuarded('http://images.example/p.jpg', options({ resolve: stub.resolve })));
    expect(stub.asked).toEqual(['images.example']);
  });

  it('refuses a name with one private answer among public ones', async () => {
    const stub = dns(['93.184.216.34', '127.0.0.2']);
    await refused(fetchImageGuarded('http://images.example/p.jpg', options({ resolve: stub.resolve })));
  });

  it('refuses loopback when the allow-list is empty (the production default)', async () => {
    await refused(
      fetchImageGuarded(
        `http://127.0.0.1:${image.port}/p.jpg`,
        options({ allow: parseAllowList(undefined) }),
      ),
    );
    expect(image.hits).toHaveLength(0);
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['v6 loopback', 'http://[::1]:PORT/p.jpg'],
    ['v4-mapped v6 loopback', 'http://[::ffff:127.0.0.1]:PORT/p.jpg'],
    ['v4-mapped v6 of the inside server', 'http://[::ffff:127.0.0.2]:INSIDE/p.jpg'],
    ['an address outside the allow-list', 'http://127.0.0.2:INSIDE/p.jpg'],
    ['AWS v6 metadata', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['link-local v6', 'http://[fe80::1]/'],
  ])('refuses %s', async (_name, url) => {
    const target = url.replace('PORT', String(image.port)).replace('INSIDE', String(inside.port));
    await refused(fetchImageGuarded(target, options({ allow: parseAllowList('') })));
    expect(inside.hits).toHaveLength(0);
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/p.jpg', 'gopher://127.0.0.1/', 'not a url'])(
    'refuses %s (only http(s))',
    async (url) => {
      await refused(fetchImageGuarded(url, options()));
    },
  );

  it('refuses credentials in the URL', async () => {
    await refused(fetchImageGuarded(`http://user:secret@127.0.0.1:${image.port}/p.jpg`, options()));
  });

  it('re-checks every redirect: an allowed host sending to a private one is refused', async () => {
    const redirector = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(302, { Location: `http://127.0.0.2:${inside.port}/secret` });
      res.end();
    });
    servers.push(redirector.server);
    await refused(fetchImageGuarded(`http://127.0.0.1:${redirector.port}/p.jpg`, options()));
    expect(redirector.hits).toHaveLength(1);
    expect(inside.hits).toHaveLength(0);
  });

  it('re-checks a redirect to a name: its DNS answer is checked too', async () => {
    const redirector = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(301, { Location: `http://metadata.internal:${inside.port}/secret` });
      res.end();
    });
    servers.push(redirector.server);
    const stub = dns(['169.254.169.254']);
    await refused(
      fetchImageGuarded(`http://127.0.0.1:${redirector.port}/p.jpg`, options({ resolve: stub.resolve })),
    );
    expect(stub.asked).toEqual(['metadata.internal']);
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const hops = await serve('127.0.0.1', (req, res) => {
      const n = Number(req.url?.slice(1));
      if (n === 0) return jpegAnswer(req, res);
      res.writeHead(307, { Location: `/${n - 1}` });
      res.end();
    });
    servers.push(hops.server);
    await expect(fetchImageGuarded(`http://127.0.0.1:${hops.port}/3`, options())).resolves.toMatchObject({
      url: `http://127.0.0.1:${hops.port}/0`,
    });
    await refused(fetchImageGuarded(`http://127.0.0.1:${hops.port}/4`, options()));
  });

  it('pins the connection to the checked answer: a DNS answer that changes afterwards is never used', async () => {
    // First answer allowed, every later one the inside server: only a second lookup could reach it.
    const stub = dns(['127.0.0.1'], ['127.0.0.2']);
    const fetched = await fetchImageGuarded(
      `http://rebinding.example:${image.port}/p.jpg`,
      options({ resolve: stub.resolve }),
    );
    expect(fetched.type.extension).toBe('jpg');
    expect(stub.asked).toEqual(['rebinding.example']);
    expect(image.hits).toEqual([{ host: `rebinding.example:${image.port}`, url: '/p.jpg' }]);
    expect(inside.hits).toHaveLength(0);
  });

  it('refuses a body over the limit, declared or not', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const declared = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'Content-Length': big.length });
      res.end(big);
    });
    const chunked = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      for (let at = 0; at < big.length; at += 64 * 1024) res.write(big.subarray(at, at + 64 * 1024));
      res.end();
    });
    servers.push(declared.server, chunked.server);
    await refused(fetchImageGuarded(`http://127.0.0.1:${declared.port}/big.jpg`, options()));
    await refused(fetchImageGuarded(`http://127.0.0.1:${chunked.port}/big.jpg`, options()));
  });

  it('gives up on a slow body at the time limit', async () => {
    const slow = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.write(JPEG.subarray(0, 10));
      const drip = setInterval(() => res.write(Buffer.from([0])), 100);
      res.once('close', () => clearInterval(drip));
    });
    servers.push(slow.server);
    const started = Date.now();
    await expect(
      fetchImageGuarded(`http://127.0.0.1:${slow.port}/slow.jpg`, options({ timeoutMs: 400 })),
    ).rejects.toThrow(/longer than 400 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a DNS answer that never comes at the time limit', async () => {
    const never = () => new Promise<ResolvedAddress[]>(() => undefined);
    await expect(
      fetchImageGuarded('http://slow-dns.example/p.jpg', options({ resolve: never, timeoutMs: 200 })),
    ).rejects.toThrow(/longer than 200 ms/);
  });

  it('refuses a non-image whatever its Content-Type says', async () => {
    const liar = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    servers.push(liar.server);
    await refused(fetchImageGuarded(`http://127.0.0.1:${liar.port}/p.jpg`, options()));
  });

  it('fails (for a retry) on an error answer', async () => {
    const broken = await serve('127.0.0.1', (_req, res) => {
      res.writeHead(503);
      res.end();
    });
    servers.push(broken.server);
    const attempt = fetchImageGuarded(`http://127.0.0.1:${broken.port}/p.jpg`, options());
    await expect(attempt).rejects.toThrow(/503/);
    await expect(attempt).rejects.not.toBeInstanceOf(FetchRefusedError);
  });
});

describe('address rules', () => {
  const none = parseAllowList('');

  it.each([
    '0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255',
    '192.168.1.1', '198.18.0.1', '224.0.0.1', '239.255.255.250', '255.255.255.255', '::', '::1', 'fc00::1',
    'fd00:ec2::254', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:10.0.0.1', '64:ff9b::7f00:1', '::127.0.0.1',
  ])('blocks %s', (address) => {
    expect(isAddressAllowed(address, none)).toBe(false);
  }); // prettier-ignore

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'lets %s through',
    (a) => {
      expect(isAddressAllowed(a, none)).toBe(true);
    },
  );

  it('lets only what the allow-list names through', () => {
    const allow = parseAllowList(' 127.0.0.1 , 10.20.0.0/16 ');
    expect(isAddressAllowed('127.0.0.1', allow)).toBe(true);
    expect(isAddressAllowed('::ffff:127.0.0.1', allow)).toBe(true);
    expect(isAddressAllowed('127.0.0.2', allow)).toBe(false);
    expect(isAddressAllowed('10.20.3.4', allow)).toBe(true);
    expect(isAddressAllowed('10.21.0.1', allow)).toBe(false);
    expect(isAddressAllowed('169.254.169.254', allow)).toBe(false);
  });

  it.each(['localhost', '127.0.0.1/33', '10.0.0.0/8/1', '1.2.3', 'fe80::/129', '*'])(
    'refuses the allow-list entry %s',
    (entry) => {
      expect(() => parseAllowList(entry)).toThrow(/Not an address/);
    },
  );

  it('unmaps v4-mapped v6 in both spellings', () => {
    expect(unmapV4('::ffff:127.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(unmapV4('::FFFF:7f00:1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(unmapV4('2606:4700::1')).toEqual({ address: '2606:4700::1', family: 6 });
  });
});

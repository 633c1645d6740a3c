import net from 'node:net';

describe('freePort', () => {
  it('never hands out the same port twice, even when the system offers it again', async () => {
    // The system's pick, made to repeat itself: 41000, 41000, 41001.
    const offers = [41000, 41000, 41001];
    const createServer = jest.spyOn(net, 'createServer').mockImplementation(() => {
      const port = offers.shift();
      const fake = {
        once: () => fake,
        listen: (_port: number, _host: string, listening: () => void) => {
          listening();
          return fake;
        },
        address: () => ({ port, address: '127.0.0.1', family: 'IPv4' }),
        close: (closed: () => void) => closed(),
      };
      return fake as unknown as net.Server;
    });
    try {
      const { freePort } = jest.requireActual<typeof import('./free-port')>('./free-port');
      expect([await freePort(), await freePort()]).toEqual([41000, 41001]);
    } finally {
      createServer.mockRestore();
    }
  });

  it('gives ports nobody listens on', async () => {
    const { freePort } = jest.requireActual<typeof import('./free-port')>('./free-port');
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => server.close(resolve));
  });
});

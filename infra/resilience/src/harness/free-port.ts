import net from 'node:net';

/** Ports this process has handed out: each is free when picked but taken only later, when its process starts. */
const handedOut = new Set<number>();

function portTheSystemPicks(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A loopback port nobody listens on right now (the OS picks it), for a process this suite starts, and never one
 * already handed out by this process: the stack picks all its ports before its processes start, so the OS could
 * offer a port twice (seen: PostgreSQL and the Square emulator given the same one, the emulator then EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await portTheSystemPicks();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

// Small libraries without published types, as the gateway uses them.
declare module 'etag' {
  export default function etag(entity: Buffer | string, options?: { weak?: boolean }): string;
}
declare module 'fresh' {
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: Record<string, unknown>,
  ): boolean;
}
declare module 'accepts' {
  import type { IncomingMessage } from 'node:http';
  interface Accepts {
    types(...types: string[]): string | false;
  }
  export default function accepts(req: IncomingMessage): Accepts;
}
declare module 'proxy-addr' {
  const proxyAddr: {
    compile(values: string[]): (address: string, hop: number) => boolean;
  };
  export default proxyAddr;
}

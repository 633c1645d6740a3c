/** What a browser does against the gateway: the XSRF cookie, a session cookie, and the matching header on writes. */
export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
  ms: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export class MemberSession {
  private cookies: Record<string, string> = {};

  constructor(private readonly gatewayUrl: string) {}

  static async signIn(gatewayUrl: string, email: string, password: string): Promise<MemberSession> {
    const session = new MemberSession(gatewayUrl);
    const answer = await session.signIn(email, password);
    if (answer.status !== 200) throw new Error(`Sign-in as ${email} answered ${answer.status}`);
    return session;
  }

  /** POST /api/auth/signin; the session cookie is kept when it succeeds. */
  async signIn(email: string, password: string): Promise<Answer> {
    if (!this.cookies['XSRF-TOKEN']) await this.send('GET', '/api/remotes');
    return this.send('POST', '/api/auth/signin', { email, password });
  }

  /**
   * One request with a timeout: an answer that never comes is a failure of the test, not a hang. A connection error
   * answers status 0.
   */
  async send(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = {
      ...extraHeaders,
      origin: this.gatewayUrl,
      cookie: Object.entries(this.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    };
    if (this.cookies['XSRF-TOKEN']) headers['x-xsrf-token'] = this.cookies['XSRF-TOKEN'];
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.gatewayUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      Object.assign(this.cookies, setCookies(response));
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      let parsed: unknown = text;
      if (contentType.includes('json')) parsed = JSON.parse(text);
      return { status: response.status, body: parsed, contentType, ms: performance.now() - started };
    } catch (error) {
      return {
        status: 0,
        body: error instanceof Error ? error.message : String(error),
        contentType: '',
        ms: performance.now() - started,
      };
    }
  }

  get(path: string): Promise<Answer> {
    return this.send('GET', path);
  }

  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.send('POST', path, body, headers);
  }
}

import type { Cart, CartLine, Product } from '@petcora/contracts';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type Handler = (call: ApiCall) => unknown | Response | Promise<unknown | Response>;

/**
 * Replaces fetch with a tiny router of 'METHOD /path' → handler (the path without its query). A handler's plain value
 * is answered as 200 JSON; a Response is answered as is. Unknown calls answer 404. Every call is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, url, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const path = url.split('?')[0];
    const handler = routes[`${method} ${path}`];
    if (!handler) return Response.json({ message: `no mock for ${method} ${path}` }, { status: 404 });
    const answer = await handler(call);
    return answer instanceof Response ? answer : Response.json(answer);
  }) as unknown as typeof fetch;
  return {
    calls,
    /** Calls to this method and path (query ignored). */
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
    },
  };
}

export function jsonError(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Natural Dog Shampoo',
    description: 'Oat and aloe',
    price: 2499,
    imageUrl: null,
    category: 'Shampoo & Conditioner',
    petType: 'Dog',
    featured: false,
    isNew: false,
    isBestseller: false,
    attributes: { features: ['Oatmeal and aloe vera', 'Soap-free'] },
    squareItemId: null,
    lastSyncedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const line = {
    productId: 'p1',
    name: 'Natural Dog Shampoo',
    imageUrl: null,
    unitPrice: 2499,
    quantity: 1,
    available: true,
    ...overrides,
  };
  return { lineTotal: line.unitPrice * line.quantity, ...line, ...overrides };
}

export function cartOf(lines: CartLine[]): Cart {
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.filter((line) => line.available).reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

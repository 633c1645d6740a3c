/** A non-OK HTTP answer. `message` is '<status>: <body text>' (or the status text when the body is empty). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    /** The server's `{ message }` when the body was that JSON shape; forms show it to the user. */
    readonly serverMessage: string | undefined,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export function parseServerMessage(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON: the raw text is still in `body`.
  }
  return undefined;
}

/** The server's message for a caught error, if it carried one; for toasts with a fallback text. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

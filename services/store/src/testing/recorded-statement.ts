/**
 * The statement of one recorded `pg.Client#query` call, whichever form it was sent in: `(text, values)` as TypeORM
 * sends it, or one config object `{ text, values, rowMode }` as ArrayRowQueries does.
 */
export function recordedStatement(call: unknown[]): { sql: string; params: unknown[] } {
  const [first, second] = call;
  if (typeof first === 'string') return { sql: first, params: (second as unknown[] | undefined) ?? [] };
  const config = first as { text: string; values?: unknown[] };
  return { sql: config.text, params: config.values ?? [] };
}

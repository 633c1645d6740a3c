import { serverMessageOf } from '@petcora/api-client';

/** A section that could not be read: the server's message (e.g. 'Admins only') or a plain fallback. */
export function QueryError({ error, what }: { error: unknown; what: string }) {
  return (
    <p role="alert" className="catalog-sync-error">
      {serverMessageOf(error) ?? `Could not load ${what}. Please try again.`}
    </p>
  );
}

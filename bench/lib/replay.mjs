// Replays a captured write flow (statements with their parameters and result rows, see capture.mjs) on one
// connection, as the service ran it, for another member and with fresh unique values: what the database alone does
// for one order, the ceiling the API's orders per second are compared with.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function substitute(value, values) {
  if (Array.isArray(value)) return value.map((item) => substitute(item, values));
  return typeof value === 'string' && values.has(value) ? values.get(value) : value;
}

/**
 * Runs `statements` in order on `client`. `values` maps captured values to this run's ones (the captured member's
 * id to this member's, the captured idempotency key to a fresh one); ids the database made during the capture
 * (a cart's or an order's, read from result rows) are mapped on the way to the ids it makes now, so later
 * statements use them as the service's code would. A failed statement rolls back an open transaction and throws.
 */
export async function replayStatements(client, statements, values) {
  const mapped = new Map(values);
  try {
    for (const statement of statements) {
      const result = await client.query(statement.sql, substitute(statement.params, mapped));
      statement.rows.forEach((row, index) => {
        for (const [column, captured] of Object.entries(row)) {
          const now = result.rows[index]?.[column];
          if (
            typeof captured === 'string' &&
            UUID.test(captured) &&
            typeof now === 'string' &&
            now !== captured
          )
            mapped.set(captured, now);
        }
      });
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

// Members who buy during the checkout bench: one per connection, so no two connections share a cart. Made once
// through the account service's own sign-up (as a browser would, minus the gateway's sign-up rate limit), signed in
// again on later runs; `--remove-data` deletes them with their carts and orders.
import { cookiesFrom } from './identities.mjs';

const PASSWORD = 'bench-buyer-password-2026';
const emailOf = (index) => `bench-buyer-${String(index).padStart(2, '0')}@bench.petcora.example`;
const usernameOf = (index) => `benchbuyer${String(index).padStart(2, '0')}`;
const BUYER_EMAILS = `bench-buyer-%@bench.petcora.example`;

async function signIn(accountUrl, index) {
  const body = { email: emailOf(index), password: PASSWORD };
  const post = (path, payload) =>
    fetch(`${accountUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  // Sign-up first: a sign-in of a buyer not made yet would count as a failed sign-in, and the account service slows
  // down a client after a few (the stack's sign-in limits), the bench's own sign-in included.
  let res = await post('/api/auth/signup', { ...body, username: usernameOf(index) });
  if (res.status !== 201) res = await post('/api/auth/signin', body);
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`Bench buyer ${emailOf(index)}: ${res.status} ${await res.text()}`);
  const { user } = await res.json();
  const session = cookiesFrom(res)['petcora.sid'];
  if (!session) throw new Error(`Bench buyer ${emailOf(index)}: no session cookie`);
  return { id: user.id, username: user.username, session };
}

/** `count` buyers with their session cookies, made or signed in one after another. */
export async function benchBuyers(accountUrl, count) {
  const buyers = [];
  for (let index = 0; index < count; index += 1) buyers.push(await signIn(accountUrl, index));
  return buyers;
}

/** Deletes every bench buyer, their orders (items cascade), carts and social author rows. */
export async function removeBenchBuyers(client) {
  const { rows } = await client.query(`SELECT id FROM account.users WHERE email LIKE $1`, [BUYER_EMAILS]);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { buyers: 0, orders: 0 };
  await client.query('BEGIN');
  try {
    const orders = await client.query(`DELETE FROM store.orders WHERE user_id = ANY($1::uuid[])`, [ids]);
    await client.query(`DELETE FROM store.carts WHERE user_id = ANY($1::uuid[])`, [ids]);
    await client.query(`DELETE FROM social.authors WHERE id = ANY($1::uuid[])`, [ids]);
    await client.query(`DELETE FROM account.users WHERE id = ANY($1::uuid[])`, [ids]);
    await client.query('COMMIT');
    return { buyers: ids.length, orders: orders.rowCount };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

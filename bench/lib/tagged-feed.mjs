// Two bench authors with 10 posts each: one plain, one whose every post tags 3 store products and 1 pet, so the feed
// page with chips can be compared with the same page without (the chips must cost little: one statement per page).
import { randomUUID } from 'node:crypto';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, normalisePem, signIdentityToken } from '@petcora/identity';

const IDENTITY_HEADER = 'x-petcora-identity';
export const TAGGED_POSTS = 10;

function headersFor(author, privateKey) {
  const token = signIdentityToken(
    { sub: author.id, username: author.username, role: 'member' },
    'social',
    privateKey ? normalisePem(privateKey) : DEV_IDENTITY_TOKEN_PRIVATE_KEY,
    3600,
  );
  return { [IDENTITY_HEADER]: token, 'content-type': 'application/json' };
}

async function call(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Creates both authors' posts through the social service's own API (a run of its own: fresh names) and answers the
 * two feed paths. The products come from the store's list (the projection has them once the catalogue events ran).
 */
export async function prepareTaggedFeeds(config) {
  const products = await call(`${config.storeUrl}/api/products?limit=3`);
  if (products.length < 3)
    throw new Error('The store lists fewer than 3 products: seed the demo data first.');
  const run = randomUUID().slice(0, 8);
  const plain = { id: randomUUID(), username: `bench_plain_${run}` };
  const tagged = { id: randomUUID(), username: `bench_tags_${run}` };
  const petHeaders = headersFor(tagged, config.identityPrivateKey);
  const pet = await call(`${config.socialUrl}/api/users/me/pets`, {
    method: 'POST',
    headers: petHeaders,
    body: JSON.stringify({ name: 'Bench Cat', species: 'cat' }),
  });
  for (let i = 0; i < TAGGED_POSTS; i += 1) {
    await call(`${config.socialUrl}/api/posts`, {
      method: 'POST',
      headers: headersFor(plain, config.identityPrivateKey),
      body: JSON.stringify({ content: `Bath day ${i} with the oatmeal shampoo` }),
    });
    await call(`${config.socialUrl}/api/posts`, {
      method: 'POST',
      headers: petHeaders,
      body: JSON.stringify({
        content: `Bath day ${i} with the oatmeal shampoo`,
        productIds: products.slice(0, 3).map((p) => p.id),
        petIds: [pet.id],
      }),
    });
  }
  return {
    plainPath: `/api/users/${plain.username}/posts?page=1&limit=${TAGGED_POSTS}`,
    taggedPath: `/api/users/${tagged.username}/posts?page=1&limit=${TAGGED_POSTS}`,
  };
}

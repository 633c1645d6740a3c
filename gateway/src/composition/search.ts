import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerJson, type Step } from '../http/steps';
import { LRUCache } from 'lru-cache';
import {
  PET_TYPES,
  PRODUCT_PET_TYPES,
  SEARCH_TEXT_MAX,
  type PetType,
  type ProductPetType,
  type SearchResults,
} from '@petcora/contracts';
import type { GatewayConfig } from '../config/gateway-config';
import { describeError, type Logger } from '../logging/logger';
import { traceOf } from '../request-id/request-id';
import { getJson } from './upstream-client';
import { parseSocialSearch, parseStoreProducts } from './upstream-shapes';

/** Results per list and page unless `limit` says otherwise. */
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_MAX = 100;
export const SEARCH_UNAVAILABLE_MESSAGE = 'Search is unavailable. Please try again shortly.';
/**
 * How long the product cards of a search are reused, and how many distinct searches are kept (least recently used
 * first out). Products are public, so the cards do not depend on who asks. The store's writes (product edits, catalogue
 * syncs) happen in another process that this gateway does not hear from: a change reaches search within this TTL
 * (ADR 0041). The store's own product list (`/api/products`) is never cached here.
 */
export const SEARCH_PRODUCTS_TTL_MS = 2000;
export const SEARCH_PRODUCTS_MAX_ENTRIES = 500;

type ProductCard = SearchResults['products'][number];

export interface SearchAllQuery {
  q: string;
  page: number;
  limit: number;
  petType?: PetType;
}

export class SearchInputError extends Error {}

function single(value: unknown, message: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new SearchInputError(message);
  return value;
}

function wholeNumber(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) throw new SearchInputError(`${name} must be a whole number`);
  const n = Number(value);
  if (n < 1 || n > max) throw new SearchInputError(`${name} must be between 1 and ${max}`);
  return n;
}

/** The query of `GET /api/search/all`, checked before any service is asked (same rules and messages as social's). */
export function parseSearchAllQuery(query: Record<string, unknown>): SearchAllQuery {
  const q = (single(query.q, 'Search query must be a single text value') ?? '').trim();
  if (q.length > SEARCH_TEXT_MAX)
    throw new SearchInputError(`Search text must be at most ${SEARCH_TEXT_MAX} characters`);
  const page = wholeNumber(single(query.page, 'page must be a whole number'), 1, SEARCH_PAGE_MAX, 'page');
  const limit = wholeNumber(
    single(query.limit, 'limit must be a whole number'),
    SEARCH_PAGE_SIZE_DEFAULT,
    SEARCH_PAGE_SIZE_MAX,
    'limit',
  );
  const petTypeMessage = `petType must be one of: ${PET_TYPES.join(', ')}`;
  const rawPetType = single(query.petType, petTypeMessage);
  let petType: PetType | undefined;
  if (rawPetType !== undefined && rawPetType !== '') {
    const lower = rawPetType.toLowerCase();
    if (!(PET_TYPES as readonly string[]).includes(lower)) throw new SearchInputError(petTypeMessage);
    petType = lower as PetType;
  }
  return { q, page, limit, petType };
}

/**
 * `GET /api/search/all?q&page&limit&petType`: people and posts from the social service, products from the store,
 * asked in parallel for the same page. One failed side contributes empty lists (the other still helps the user); both
 * failing is a 503. `hasMore`: either side has another page. With neither text nor pet type, nothing is asked.
 */
export function searchAll(config: GatewayConfig, logger: Logger): Step {
  // Keyed by the store query (text, pet type, page, limit): the same search asks the store once per TTL.
  const productCards = new LRUCache<string, ProductCard[]>({
    max: SEARCH_PRODUCTS_MAX_ENTRIES,
    ttl: SEARCH_PRODUCTS_TTL_MS,
  });
  const storeCards = async (req: FastifyRequest, query: string): Promise<ProductCard[]> => {
    const cached = productCards.get(query);
    if (cached) return cached;
    const products = parseStoreProducts(
      await getJson(
        'store',
        `${config.services.store}/api/products?${query}`,
        req,
        config.compositionTimeoutMs,
      ),
    );
    // Only the four card fields are kept (and cached); a failed call is never cached.
    const cards = products.map(({ id, name, imageUrl, price }) => ({ id, name, imageUrl, price }));
    productCards.set(query, cards);
    return cards;
  };
  return async (req, res) => {
    let query: SearchAllQuery;
    try {
      query = parseSearchAllQuery(req.query as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof SearchInputError)) throw error;
      answerJson(req, res, 400, { message: error.message });
      return;
    }
    const { q, page, limit, petType } = query;
    res.header('cache-control', 'no-store');
    if (!q && !petType) {
      answerJson(req, res, 200, {
        users: [],
        posts: [],
        products: [],
        hasMore: false,
      } satisfies SearchResults);
      return;
    }
    const social = new URLSearchParams({ q, page: String(page), limit: String(limit) });
    // One more product than shown tells whether the store has another page.
    const store = new URLSearchParams({ limit: String(limit + 1), offset: String((page - 1) * limit) });
    if (q) store.set('search', q);
    if (petType) social.set('petType', petType);
    // The store sells for the pet types it knows (Cat, Dog); a chip it has nothing for asks it nothing.
    const storePetType = petType ? storePetTypeOf(petType) : undefined;
    if (storePetType) store.set('petType', storePetType);
    const askStore = !petType || storePetType !== null;
    const [people, products] = await Promise.allSettled([
      getJson(
        'social',
        `${config.services.social}/internal/search?${social}`,
        req,
        config.compositionTimeoutMs,
      ).then(parseSocialSearch),
      askStore ? storeCards(req, store.toString()) : Promise.resolve([]),
    ]);
    if (people.status === 'rejected')
      logger.warn('search: social part failed', { error: describeError(people.reason) }, traceOf(res));
    if (products.status === 'rejected')
      logger.warn('search: store part failed', { error: describeError(products.reason) }, traceOf(res));
    if (people.status === 'rejected' && products.status === 'rejected') {
      answerJson(req, res, 503, { message: SEARCH_UNAVAILABLE_MESSAGE });
      return;
    }
    const found = products.status === 'fulfilled' ? products.value : [];
    const results: SearchResults = {
      users: people.status === 'fulfilled' ? people.value.users : [],
      posts: people.status === 'fulfilled' ? people.value.posts : [],
      products: found.slice(0, limit),
      hasMore: (people.status === 'fulfilled' && people.value.hasMore === true) || found.length > limit,
    };
    sendUncachedJson(res, results);
  };
}

/**
 * A search's answer, written as it is: it is `no-store`, so nobody revalidates it, and an ETag would hash every
 * answer (SHA-1 of ~9 KB) for a revalidation no client makes (the search is read as often as the feed).
 */
function sendUncachedJson(reply: FastifyReply, body: SearchResults): void {
  reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The store's spelling of a search pet type ('dog' → 'Dog'), or null when the store has no such pet type. */
export function storePetTypeOf(petType: PetType): ProductPetType | null {
  return PRODUCT_PET_TYPES.find((known) => known.toLowerCase() === petType) ?? null;
}

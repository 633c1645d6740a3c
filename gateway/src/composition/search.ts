import type { RequestHandler } from 'express';
import type { SearchResults } from '@petcora/contracts';
import type { GatewayConfig } from '../config/gateway-config';
import { describeError, type Logger } from '../logging/logger';
import { getJson } from './upstream-client';
import { parseSocialSearch, parseStoreProducts } from './upstream-shapes';

export const MAX_PRODUCT_RESULTS = 10;
export const SEARCH_UNAVAILABLE_MESSAGE = 'Search is unavailable. Please try again shortly.';

/**
 * `GET /api/search/all?q=`: people and posts from the social service, products from the store, asked in parallel.
 * One failed side contributes an empty list (the other still helps the user); both failing is a 503.
 */
export function searchAll(config: GatewayConfig, logger: Logger): RequestHandler {
  return async (req, res) => {
    const raw = req.query.q;
    if (raw !== undefined && typeof raw !== 'string') {
      res.status(400).json({ message: 'Search query must be a single text value' });
      return;
    }
    const q = (raw ?? '').trim();
    const empty: SearchResults = { users: [], posts: [], products: [] };
    if (!q) {
      res.json(empty);
      return;
    }
    const query = encodeURIComponent(q);
    const [social, store] = await Promise.allSettled([
      getJson(
        'social',
        `${config.services.social}/internal/search?q=${query}`,
        req,
        config.compositionTimeoutMs,
      ).then(parseSocialSearch),
      getJson(
        'store',
        `${config.services.store}/api/products?search=${query}&limit=10`,
        req,
        config.compositionTimeoutMs,
      ).then(parseStoreProducts),
    ]);
    if (social.status === 'rejected')
      logger.warn('search: social part failed', { error: describeError(social.reason) });
    if (store.status === 'rejected')
      logger.warn('search: store part failed', { error: describeError(store.reason) });
    if (social.status === 'rejected' && store.status === 'rejected') {
      res.status(503).json({ message: SEARCH_UNAVAILABLE_MESSAGE });
      return;
    }
    const results: SearchResults = {
      users: social.status === 'fulfilled' ? social.value.users : [],
      posts: social.status === 'fulfilled' ? social.value.posts : [],
      products:
        store.status === 'fulfilled'
          ? store.value
              .slice(0, MAX_PRODUCT_RESULTS)
              .map(({ id, name, imageUrl, price }) => ({ id, name, imageUrl, price }))
          : [],
    };
    res.setHeader('cache-control', 'no-store');
    res.json(results);
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { SquareClient, type Square } from 'square';
import type { SquareClientConfig } from '../config/catalog-worker-env';

export const SQUARE_CLIENT_CONFIG = Symbol('SQUARE_CLIENT_CONFIG');
/** The object types a product sync needs: items (with their variations inline), their images and categories. */
export const SYNC_OBJECT_TYPES = 'ITEM,IMAGE,CATEGORY';
/** Page size asked of SearchCatalogObjects (Square's maximum is 1,000). */
export const SEARCH_PAGE_LIMIT = 1000;

export interface CatalogPage {
  objects: Square.CatalogObject[];
  /** Images and categories the page's items refer to (search with include_related_objects). */
  related: Square.CatalogObject[];
}

/** Reads the Square catalogue through the official SDK (the real API, or the local emulator via baseUrl). */
@Injectable()
export class SquareCatalogClient {
  private readonly client: SquareClient;

  constructor(@Inject(SQUARE_CLIENT_CONFIG) config: SquareClientConfig) {
    this.client = new SquareClient({
      token: config.token,
      baseUrl: config.baseUrl,
      // The SDK retries 408, 429 and 5xx itself: exponential backoff from 1 s with jitter, honouring Retry-After.
      maxRetries: config.maxRetries,
    });
  }

  /**
   * Yields the catalogue one API page at a time (so each page can be stored in its own transaction), following
   * Square's cursors through the SDK's pager.
   */
  async *listPages(types = SYNC_OBJECT_TYPES): AsyncGenerator<CatalogPage> {
    const pager = await this.client.catalog.list({ types });
    for (;;) {
      yield { objects: pager.data, related: [] };
      if (!pager.hasNextPage()) return;
      await pager.getNextPage();
    }
  }

  /**
   * What changed since `beginTime` (RFC 3339): SearchCatalogObjects with `begin_time`, deleted objects included (so
   * deletions arrive as `isDeleted`), and the items' images and categories as related objects. Follows the cursor.
   */
  async *changedSince(beginTime: string, types = SYNC_OBJECT_TYPES): AsyncGenerator<CatalogPage> {
    let cursor: string | undefined;
    do {
      const page = await this.client.catalog.search({
        objectTypes: types.split(',') as Square.CatalogObjectType[],
        includeDeletedObjects: true,
        includeRelatedObjects: true,
        beginTime,
        limit: SEARCH_PAGE_LIMIT,
        ...(cursor ? { cursor } : {}),
      });
      yield { objects: page.objects ?? [], related: page.relatedObjects ?? [] };
      cursor = page.cursor || undefined;
    } while (cursor);
  }
}

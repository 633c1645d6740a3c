import { Inject, Injectable } from '@nestjs/common';
import { SquareClient, type Square } from 'square';
import type { SquareClientConfig } from '../config/catalog-worker-env';

export const SQUARE_CLIENT_CONFIG = Symbol('SQUARE_CLIENT_CONFIG');
/** The object types a product sync needs: items (with their variations inline), their images and categories. */
export const SYNC_OBJECT_TYPES = 'ITEM,IMAGE,CATEGORY';

/** Reads the Square catalogue through the official SDK (the real API, or the local emulator via baseUrl). */
@Injectable()
export class SquareCatalogClient {
  private readonly client: SquareClient;

  constructor(@Inject(SQUARE_CLIENT_CONFIG) config: SquareClientConfig) {
    this.client = new SquareClient({
      token: config.token,
      baseUrl: config.baseUrl,
      maxRetries: config.maxRetries,
    });
  }

  /**
   * Yields the catalogue one API page at a time (so each page can be stored in its own transaction), following
   * Square's cursors through the SDK's pager.
   */
  async *listPages(types = SYNC_OBJECT_TYPES): AsyncGenerator<Square.CatalogObject[]> {
    const pager = await this.client.catalog.list({ types });
    for (;;) {
      yield pager.data;
      if (!pager.hasNextPage()) return;
      await pager.getNextPage();
    }
  }
}

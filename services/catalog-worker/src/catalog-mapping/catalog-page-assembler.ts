import type { Square } from 'square';
import type { CatalogProductInput } from '@petcora/store-data';
import { CatalogReferences } from './catalog-references';
import { mapCatalogItem, type SkipReason } from './map-catalog-item';

export interface AssembledBatch {
  products: CatalogProductInput[];
  skipped: { itemId: string; reason: SkipReason }[];
  /** ITEM objects that arrived in this page. */
  itemsSeen: number;
}

/**
 * Turns a paged catalogue listing into batches of products to upsert page by page. An item is held back until its
 * image and category have been seen (they may come on a later page); whatever is still waiting at the end is mapped
 * with what is known, by `flush`.
 */
export class CatalogPageAssembler {
  private readonly refs = new CatalogReferences();
  private readonly waiting = new Map<string, Square.CatalogObject.Item>();

  /** `related`: images and categories sent alongside (a search's related objects); they only resolve references. */
  addPage(
    objects: readonly Square.CatalogObject[],
    related: readonly Square.CatalogObject[] = [],
  ): AssembledBatch {
    for (const object of related) this.refs.add(object);
    let itemsSeen = 0;
    for (const object of objects) {
      this.refs.add(object);
      if (object.type === 'ITEM') {
        itemsSeen += 1;
        this.waiting.set(object.id, object);
      }
    }
    const ready = [...this.waiting.values()].filter((item) => this.refs.resolves(item));
    for (const item of ready) this.waiting.delete(item.id);
    return { ...this.map(ready), itemsSeen };
  }

  flush(): AssembledBatch {
    const rest = [...this.waiting.values()];
    this.waiting.clear();
    return { ...this.map(rest), itemsSeen: 0 };
  }

  private map(items: Square.CatalogObject.Item[]): Omit<AssembledBatch, 'itemsSeen'> {
    const products: CatalogProductInput[] = [];
    const skipped: AssembledBatch['skipped'] = [];
    for (const item of items) {
      const mapping = mapCatalogItem(item, this.refs);
      if (mapping.kind === 'product') products.push(mapping.product);
      else skipped.push({ itemId: mapping.itemId, reason: mapping.reason });
    }
    return { products, skipped };
  }
}

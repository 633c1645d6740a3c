import type { Square } from 'square';

/**
 * Images and categories seen so far in a catalogue listing, by id. Items refer to them by id, and Square's listing
 * can put an item on an earlier page than its image or category.
 */
export class CatalogReferences {
  private readonly imageUrls = new Map<string, string>();
  private readonly categoryNames = new Map<string, string>();

  add(object: Square.CatalogObject): void {
    if (object.isDeleted) return;
    if (object.type === 'IMAGE' && object.imageData?.url) this.imageUrls.set(object.id, object.imageData.url);
    if (object.type === 'CATEGORY' && object.id && object.categoryData?.name)
      this.categoryNames.set(object.id, object.categoryData.name);
  }

  imageUrl(id: string): string | undefined {
    return this.imageUrls.get(id);
  }

  categoryName(id: string): string | undefined {
    return this.categoryNames.get(id);
  }

  /** Whether every image and category the item points at is known, so mapping it now loses nothing. */
  resolves(item: Square.CatalogObject.Item): boolean {
    const imagesKnown = imageIdsOf(item).every((id) => this.imageUrls.has(id));
    const categoryId = categoryIdOf(item);
    return imagesKnown && (categoryId === undefined || this.categoryNames.has(categoryId));
  }
}

export function imageIdsOf(item: Square.CatalogObject.Item): string[] {
  return item.itemData?.imageIds ?? [];
}

/** The item's category: its first category, else its reporting category, else the legacy category_id. */
export function categoryIdOf(item: Square.CatalogObject.Item): string | undefined {
  const data = item.itemData;
  return (
    data?.categories?.find((c) => c.id)?.id ?? data?.reportingCategory?.id ?? data?.categoryId ?? undefined
  );
}

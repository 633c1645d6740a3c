import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ProductChangedEvent } from '@petcora/contracts';
import { PRODUCT_UNAVAILABLE, PET_NOT_YOURS } from '../posts/post-messages';

/**
 * The store's catalogue as post cards show it, and the rules for tagging. Events are applied by version: a replayed or
 * late event never moves a product backwards, and a deletion is final.
 */
@Injectable()
export class ProductProjection {
  constructor(private readonly dataSource: DataSource) {}

  /** Answers false when the row already reflects this change or a newer one. */
  async apply(event: ProductChangedEvent): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO social.products AS pr (id, name, price, image_url, pet_type, available, deleted, version, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
       ON CONFLICT (id) DO UPDATE SET
         name = EXCLUDED.name, price = EXCLUDED.price, image_url = EXCLUDED.image_url, pet_type = EXCLUDED.pet_type,
         available = EXCLUDED.available, deleted = EXCLUDED.deleted, version = EXCLUDED.version, updated_at = now()
       WHERE pr.version < EXCLUDED.version AND NOT pr.deleted
       RETURNING pr.id`,
      [
        event.id,
        event.name,
        event.price,
        event.imageUrl,
        event.petType,
        event.available && !event.deleted,
        event.deleted,
        event.version,
      ],
    );
    return rows.length > 0;
  }

  /** Whether the store has the product (available or not; a deleted one is gone). */
  async isListed(productId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM social.products WHERE id = $1 AND NOT deleted`,
      [productId],
    );
    return rows.length > 0;
  }

  /**
   * Checks a new post's tags inside its transaction and locks the rows against a concurrent delete until it commits:
   * every product must be in the catalogue and available, every pet the author's own; else 400 and nothing is written.
   */
  async checkTags(
    manager: EntityManager,
    authorId: string,
    productIds: readonly string[],
    petIds: readonly string[],
  ): Promise<void> {
    if (productIds.length > 0) {
      const found: unknown[] = await manager.query(
        `SELECT id FROM social.products WHERE id = ANY($1::uuid[]) AND available AND NOT deleted FOR KEY SHARE`,
        [productIds],
      );
      if (found.length !== productIds.length) throw new BadRequestException(PRODUCT_UNAVAILABLE);
    }
    if (petIds.length > 0) {
      const found: unknown[] = await manager.query(
        `SELECT id FROM social.pets WHERE id = ANY($1::uuid[]) AND owner_id = $2 FOR KEY SHARE`,
        [petIds, authorId],
      );
      if (found.length !== petIds.length) throw new BadRequestException(PET_NOT_YOURS);
    }
  }

  /** Writes the tags of a post just inserted, in the author's order (one statement per kind). */
  async tag(
    manager: EntityManager,
    post: { id: string; createdAt: Date },
    productIds: readonly string[],
    petIds: readonly string[],
  ): Promise<void> {
    if (productIds.length > 0)
      await manager.query(
        `INSERT INTO social.post_products (post_id, product_id, position, post_created_at)
         SELECT $1, t.id, t.ord, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
        [post.id, productIds, post.createdAt],
      );
    if (petIds.length > 0)
      await manager.query(
        `INSERT INTO social.post_pets (post_id, pet_id, position, post_created_at)
         SELECT $1, t.id, t.ord, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
        [post.id, petIds, post.createdAt],
      );
  }
}

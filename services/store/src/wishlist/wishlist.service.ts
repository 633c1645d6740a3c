import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { WISHLIST_MAX_ITEMS, type Wishlist } from '@petcora/contracts';
import type { ProductImageRendition } from '@petcora/store-data';
import { productImageInfo, productImageSelect } from '../products/product-image';

interface ItemRow {
  product_id: string;
  name: string;
  image_url: string | null;
  price: number;
  added_at: Date;
  image_source_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_placeholder: string | null;
  image_renditions: ProductImageRendition[] | null;
}

export const WISHLIST_MESSAGES = {
  productNotFound: 'Product not found',
  full: `Your wishlist can hold at most ${WISHLIST_MAX_ITEMS} products`,
  notShopper: 'This account cannot keep a wishlist: sign in with a member account',
} as const;

/** A member's wishlist: products they keep for later, newest first. Products that leave the catalogue leave it too. */
@Injectable()
export class WishlistService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One query, served by the (user_id, added_at desc) index. */
  async list(userId: string): Promise<Wishlist> {
    const rows = await this.db.query<ItemRow[]>(
      `SELECT w.product_id, p.name, p.image_url, p.price, w.added_at, ${productImageSelect('p')}
       FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.available
       WHERE w.user_id = $1
       ORDER BY w.added_at DESC, w.product_id
       LIMIT $2`,
      [member(userId), WISHLIST_MAX_ITEMS],
    );
    return {
      items: rows.map((r) => {
        const image = productImageInfo(r.product_id, {
          imageUrl: r.image_url,
          imageSourceUrl: r.image_source_url,
          imageWidth: r.image_width,
          imageHeight: r.image_height,
          imagePlaceholder: r.image_placeholder,
          imageRenditions: r.image_renditions,
        });
        return {
          productId: r.product_id,
          name: r.name,
          imageUrl: r.image_url,
          ...(image ? { image } : {}),
          price: r.price,
          addedAt: new Date(r.added_at).toISOString(),
        };
      }),
    };
  }

  /** Idempotent: adding a product already there keeps its first date. One statement checks the product and room. */
  async add(userId: string, productId: string): Promise<Wishlist> {
    const id = member(userId);
    await this.db.transaction(async (m) => {
      // Serialises one member's adds so two at once cannot both take the last free place.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('wishlist:' || $1))`, [id]);
      const [state] = await m.query<{ product: boolean; present: boolean; count: number }[]>(
        `SELECT EXISTS (SELECT 1 FROM products WHERE id = $2 AND available) AS product,
                EXISTS (SELECT 1 FROM wishlist_items WHERE user_id = $1 AND product_id = $2) AS present,
                (SELECT count(*)::int FROM wishlist_items WHERE user_id = $1) AS count`,
        [id, productId],
      );
      if (!state!.product) throw new NotFoundException(WISHLIST_MESSAGES.productNotFound);
      if (state!.present) return;
      if (state!.count >= WISHLIST_MAX_ITEMS) throw new BadRequestException(WISHLIST_MESSAGES.full);
      await m.query(
        `INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [id, productId],
      );
    });
    return this.list(id);
  }

  /** Removing a product that is not there is not an error. */
  async remove(userId: string, productId: string): Promise<Wishlist> {
    const id = member(userId);
    await this.db.query(`DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, [id, productId]);
    return this.list(id);
  }
}

function member(userId: string): string {
  if (!isUUID(userId)) throw new ForbiddenException(WISHLIST_MESSAGES.notShopper);
  return userId;
}

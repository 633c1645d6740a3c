import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type Cart, type CartLine } from '@petcora/contracts';
import { CART_MESSAGES } from './cart-item.dto';
import type { ProductImageRendition } from '@petcora/store-data';
import { productImageInfo, productImageSelect } from '../products/product-image';
import { CartCreationBudget } from './cart-creation-budget';
import { hashCartToken, newCartToken } from './cart-token';
import { VISITOR_CART_ALIVE } from './visitor-cart-expiry';

/** Who is shopping: a member (by user id) or a visitor (by the token in the cart cookie, if any). */
export interface Shopper {
  userId: string | null;
  /** The visitor cart token from the cookie (also sent by a member who just signed in). */
  token: string | null;
  /** The caller's client key (clientKey of the client address): new visitor carts are budgeted per client. */
  client?: string;
}

/** What the controller must do with the cookie after the call. */
export type CookieAction = { set: string } | { clear: true } | null;

export interface CartResult {
  cart: Cart;
  cookie: CookieAction;
}

export interface LineRow {
  product_id: string;
  quantity: number;
  name: string;
  image_url: string | null;
  unit_price: number;
  live_id: string | null;
  live_name: string | null;
  live_image_url: string | null;
  live_price: number | null;
  /** The live product's picture columns (cart reads only; checkout does not select them). */
  live_image_source_url?: string | null;
  live_image_width?: number | null;
  live_image_height?: number | null;
  live_image_placeholder?: string | null;
  live_image_renditions?: ProductImageRendition[] | null;
}

const EMPTY_CART: Cart = { lines: [], itemCount: 0, subtotal: 0 };

/**
 * Server-side carts. Lines are priced from the catalogue at read time (a left join), never from what was stored or
 * sent; a line whose product left the catalogue shows its last known name and price, unavailable and not counted.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly creationBudget: CartCreationBudget,
  ) {}

  /** GET /api/cart: one query (plus the merge, once, when a member still carries a visitor cart cookie). */
  async read(shopper: Shopper): Promise<CartResult> {
    const cookie = await this.mergeVisitorCart(shopper);
    return { cart: await this.load(this.db.manager, shopper), cookie };
  }

  /** POST /api/cart/items: adds `quantity` of a product; the line may not pass 99, the cart 50 lines. */
  add(shopper: Shopper, productId: string, quantity: number): Promise<CartResult> {
    return this.change(shopper, true, async (m, cartId) => {
      const product = await this.catalogueProduct(m, productId);
      const [line] = await m.query<{ quantity: number }[]>(
        `SELECT quantity FROM cart_items WHERE cart_id = $1 AND product_id = $2`,
        [cartId, productId],
      );
      if (line && line.quantity + quantity > CART_MAX_QUANTITY)
        throw new BadRequestException(CART_MESSAGES.tooMany);
      if (!line) await this.assertRoomForLine(m, cartId);
      await m.query(
        `INSERT INTO cart_items (cart_id, product_id, quantity, name, image_url, unit_price)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (cart_id, product_id) DO UPDATE SET
           quantity = cart_items.quantity + EXCLUDED.quantity,
           name = EXCLUDED.name, image_url = EXCLUDED.image_url, unit_price = EXCLUDED.unit_price`,
        [cartId, productId, quantity, product.name, product.image_url, product.price],
      );
    });
  }

  /** PATCH /api/cart/items/{productId}: sets the quantity of a line in the cart; 0 removes it. */
  setQuantity(shopper: Shopper, productId: string, quantity: number): Promise<CartResult> {
    // Without a cart there is no line to set (removing one, quantity 0, is fine either way).
    const missing = quantity > 0 ? CART_MESSAGES.notInCart : undefined;
    return this.change(
      shopper,
      false,
      async (m, cartId) => {
        if (quantity === 0) {
          await m.query(`DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2`, [cartId, productId]);
          return;
        }
        const updated: unknown[] = await m.query(
          `UPDATE cart_items SET quantity = $3 WHERE cart_id = $1 AND product_id = $2 RETURNING product_id`,
          [cartId, productId, quantity],
        );
        if (firstResult(updated).length === 0) throw new NotFoundException(CART_MESSAGES.notInCart);
      },
      missing,
    );
  }

  /** DELETE /api/cart/items/{productId}: removing a line that is not there is not an error. */
  remove(shopper: Shopper, productId: string): Promise<CartResult> {
    return this.change(shopper, false, async (m, cartId) => {
      await m.query(`DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2`, [cartId, productId]);
    });
  }

  /** DELETE /api/cart. */
  clear(shopper: Shopper): Promise<CartResult> {
    return this.change(shopper, false, async (m, cartId) => {
      await m.query(`DELETE FROM cart_items WHERE cart_id = $1`, [cartId]);
    });
  }

  /**
   * Merges the visitor cart named by the cookie into the member's cart, in one transaction: quantities add (capped at
   * 99), new lines join while the cart has room for them (oldest first), the visitor cart is deleted. Answers the
   * cookie action: clear it whenever a member sent one (merged, empty, expired or unknown alike).
   */
  async mergeVisitorCart(shopper: Shopper): Promise<CookieAction> {
    if (!shopper.userId || !shopper.token) return null;
    const userId = memberId(shopper.userId);
    const tokenHash = hashCartToken(shopper.token);
    await this.db.transaction(async (m) => {
      const [visitor] = await m.query<{ id: string }[]>(
        `SELECT c.id FROM carts c WHERE c.token_hash = $1 AND ${VISITOR_CART_ALIVE} FOR UPDATE`,
        [tokenHash],
      );
      if (!visitor) return;
      const [{ n }] = await m.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`,
        [visitor.id],
      );
      if (n > 0) {
        const memberCart = await this.memberCart(m, userId);
        await m.query(
          `WITH room AS (
             SELECT $3::int - count(*)::int AS free FROM cart_items WHERE cart_id = $2
           ), incoming AS (
             SELECT v.*, (mine.product_id IS NOT NULL) AS present,
                    row_number() OVER (PARTITION BY mine.product_id IS NULL ORDER BY v.added_at, v.product_id) AS rn
             FROM cart_items v
             LEFT JOIN cart_items mine ON mine.cart_id = $2 AND mine.product_id = v.product_id
             WHERE v.cart_id = $1
           )
           INSERT INTO cart_items (cart_id, product_id, quantity, name, image_url, unit_price, added_at)
           SELECT $2, i.product_id, i.quantity, i.name, i.image_url, i.unit_price, i.added_at
           FROM incoming i, room
           WHERE i.present OR i.rn <= room.free
           ON CONFLICT (cart_id, product_id) DO UPDATE SET
             quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, $4::int)`,
          [visitor.id, memberCart, CART_MAX_LINES, CART_MAX_QUANTITY],
        );
        await m.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [memberCart]);
      }
      await m.query(`DELETE FROM carts WHERE id = $1`, [visitor.id]);
    });
    return { clear: true };
  }

  /**
   * The member's cart lines with live catalogue facts, for checkout: call inside its transaction after locking the
   * cart (`lockMemberCart`).
   */
  async linesForCheckout(m: EntityManager, cartId: string): Promise<LineRow[]> {
    return m.query<LineRow[]>(
      `SELECT ci.product_id, ci.quantity, ci.name, ci.image_url, ci.unit_price,
              p.id AS live_id, p.name AS live_name, p.image_url AS live_image_url, p.price AS live_price
       FROM cart_items ci LEFT JOIN products p ON p.id = ci.product_id AND p.available
       WHERE ci.cart_id = $1
       ORDER BY ci.added_at, ci.product_id`,
      [cartId],
    );
  }

  /** Locks the member's cart row (serialising their checkouts and cart changes); null when they have none. */
  async lockMemberCart(m: EntityManager, userId: string): Promise<string | null> {
    const [cart] = await m.query<{ id: string }[]>(`SELECT id FROM carts WHERE user_id = $1 FOR UPDATE`, [
      memberId(userId),
    ]);
    return cart?.id ?? null;
  }

  /**
   * A cart change in one transaction on the locked cart. `create` makes the cart when there is none (adding);
   * otherwise a shopper without a cart gets the empty cart and nothing is written.
   */
  private async change(
    shopper: Shopper,
    create: boolean,
    apply: (m: EntityManager, cartId: string) => Promise<void>,
    /** 404 with this message when the shopper has no cart; otherwise no cart reads as the empty cart. */
    missing?: string,
  ): Promise<CartResult> {
    const merged = await this.mergeVisitorCart(shopper);
    let cookie: CookieAction = merged;
    const cart = await this.db.transaction(async (m) => {
      let cartId: string | null;
      let createdVisitorCart = false;
      if (shopper.userId) {
        cartId = create
          ? await this.memberCart(m, memberId(shopper.userId))
          : await this.lockMemberCart(m, shopper.userId);
      } else {
        cartId = await this.lockVisitorCart(m, shopper.token);
        if (!cartId && create) {
          const token = newCartToken();
          cartId = await this.insertVisitorCart(m, token);
          cookie = { set: token };
          createdVisitorCart = true;
        } else if (cartId && shopper.token) {
          cookie = { set: shopper.token }; // every change renews the 30 days
        }
      }
      if (!cartId) {
        if (missing) throw new NotFoundException(missing);
        return EMPTY_CART;
      }
      await apply(m, cartId);
      // Counted once the add is known to succeed; over the client's budget the transaction (the new cart) rolls back.
      if (createdVisitorCart) await this.creationBudget.take(shopper.client ?? 'unknown');
      await m.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [cartId]);
      return this.load(m, { userId: shopper.userId, token: shopper.userId ? null : shopper.token }, cartId);
    });
    return { cart, cookie };
  }

  /** The member's cart id, created when missing, and locked. */
  private async memberCart(m: EntityManager, userId: string): Promise<string> {
    const [row] = await m.query<{ id: string }[]>(
      `INSERT INTO carts (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET updated_at = carts.updated_at
       RETURNING id`,
      [userId],
    );
    return row!.id;
  }

  private async lockVisitorCart(m: EntityManager, token: string | null): Promise<string | null> {
    if (!token) return null;
    const [cart] = await m.query<{ id: string }[]>(
      `SELECT c.id FROM carts c WHERE c.token_hash = $1 AND ${VISITOR_CART_ALIVE} FOR UPDATE`,
      [hashCartToken(token)],
    );
    return cart?.id ?? null;
  }

  private async insertVisitorCart(m: EntityManager, token: string): Promise<string> {
    const [row] = await m.query<{ id: string }[]>(`INSERT INTO carts (token_hash) VALUES ($1) RETURNING id`, [
      hashCartToken(token),
    ]);
    return row!.id;
  }

  private async catalogueProduct(
    m: EntityManager,
    productId: string,
  ): Promise<{ name: string; image_url: string | null; price: number }> {
    const [product] = await m.query<{ name: string; image_url: string | null; price: number }[]>(
      `SELECT name, image_url, price FROM products WHERE id = $1 AND available`,
      [productId],
    );
    if (!product) throw new NotFoundException(CART_MESSAGES.productNotFound);
    return product;
  }

  private async assertRoomForLine(m: EntityManager, cartId: string): Promise<void> {
    const [{ n }] = await m.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`,
      [cartId],
    );
    if (n >= CART_MAX_LINES) throw new BadRequestException(CART_MESSAGES.tooManyLines(CART_MAX_LINES));
  }

  /** The cart in one query: by cart id inside a change, else by owner (member id, or the live visitor token). */
  private async load(m: EntityManager, shopper: Shopper, cartId?: string): Promise<Cart> {
    let where: string;
    let param: string;
    if (cartId) {
      where = 'c.id = $1';
      param = cartId;
    } else if (shopper.userId) {
      where = 'c.user_id = $1';
      param = memberId(shopper.userId);
    } else if (shopper.token) {
      where = `c.token_hash = $1 AND ${VISITOR_CART_ALIVE}`;
      param = hashCartToken(shopper.token);
    } else {
      return EMPTY_CART;
    }
    const rows = await m.query<LineRow[]>(
      `SELECT ci.product_id, ci.quantity, ci.name, ci.image_url, ci.unit_price,
              p.id AS live_id, p.name AS live_name, p.image_url AS live_image_url, p.price AS live_price,
              ${productImageSelect('p', 'live_')}
       FROM carts c
       JOIN cart_items ci ON ci.cart_id = c.id
       LEFT JOIN products p ON p.id = ci.product_id AND p.available
       WHERE ${where}
       ORDER BY ci.added_at, ci.product_id`,
      [param],
    );
    return toCart(rows);
  }
}

export function toCart(rows: LineRow[]): Cart {
  const lines: CartLine[] = rows.map((r) => {
    const available = r.live_id !== null;
    const unitPrice = available ? r.live_price! : r.unit_price;
    const image = available
      ? productImageInfo(r.product_id, {
          imageUrl: r.live_image_url,
          imageSourceUrl: r.live_image_source_url ?? null,
          imageWidth: r.live_image_width ?? null,
          imageHeight: r.live_image_height ?? null,
          imagePlaceholder: r.live_image_placeholder ?? null,
          imageRenditions: r.live_image_renditions ?? null,
        })
      : null;
    return {
      productId: r.product_id,
      name: available ? r.live_name! : r.name,
      imageUrl: available ? r.live_image_url : r.image_url,
      ...(image ? { image } : {}),
      unitPrice,
      quantity: r.quantity,
      lineTotal: unitPrice * r.quantity,
      available,
    };
  });
  return {
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineTotal, 0),
  };
}

/** Carts are keyed by account user ids (uuids); an identity without one cannot shop as a member. */
function memberId(userId: string): string {
  if (!isUUID(userId)) throw new ForbiddenException(CART_MESSAGES.notShopper);
  return userId;
}

/** TypeORM's postgres driver answers [rows, count] for UPDATE … RETURNING. */
function firstResult(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}

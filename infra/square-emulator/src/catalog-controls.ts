import { Router, type Request, type Response } from 'express';
import { PRODUCT_PET_TYPES } from '@petcora/contracts';
import type { SquareCatalogObject, SquareItemObject } from './wire-types';

/** What the routes below change: the emulator's own catalogue controls. */
export interface CatalogControls {
  readonly catalog: SquareCatalogObject[];
  setCatalog(objects: SquareCatalogObject[]): void;
  edit(id: string, change: (object: SquareCatalogObject) => void): void;
}

const MAX_NAME = 100;
const MAX_PRICE_CENTS = 1_000_000;
const PET_TYPES: ReadonlySet<string> = new Set(PRODUCT_PET_TYPES);

/**
 * Test-only edits of the served catalogue over HTTP, for tests that drive a whole running stack (a browser test adds
 * an item, reprices it, deletes it, and runs the store's sync after each, as a seller would in Square's dashboard):
 *
 *   POST   /emulator/catalog/items       { name, priceCents, petType? }  → 201 { id }
 *   PATCH  /emulator/catalog/items/:id   { priceCents }                  → 200 { id, version }
 *   DELETE /emulator/catalog/items/:id                                   → 200 { id, version }
 *
 * Each change is recorded as Square records an edit (new version, `updated_at` now), so an incremental sync finds it.
 * Items made here get ids `EMU-ITEM-<n>`; only those can be changed (the sample catalogue stays as shipped).
 */
export function catalogControlsRouter(controls: () => CatalogControls): Router {
  const router = Router();
  let made = 0;

  router.post('/items', (req: Request, res: Response) => {
    const { name, priceCents, petType = 'Cat' } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME)
      return void res.status(400).json({ message: `name must be 1 to ${MAX_NAME} characters` });
    if (!isPrice(priceCents))
      return void res
        .status(400)
        .json({ message: `priceCents must be a whole number from 1 to ${MAX_PRICE_CENTS}` });
    if (typeof petType !== 'string' || !PET_TYPES.has(petType))
      return void res
        .status(400)
        .json({ message: `petType must be one of: ${PRODUCT_PET_TYPES.join(', ')}` });
    const catalog = controls().catalog;
    const category = catalog.find((o) => o.type === 'CATEGORY' && !o.is_deleted);
    made += 1;
    const id = `EMU-ITEM-${Date.now().toString(36)}-${made}`;
    const now = new Date().toISOString();
    const item: SquareItemObject = {
      type: 'ITEM',
      id,
      updated_at: now,
      version: 1,
      is_deleted: false,
      present_at_all_locations: true,
      custom_attribute_values: {
        pet_type: { name: 'Pet type', key: 'pet_type', type: 'STRING', string_value: petType },
      },
      item_data: {
        name: name.trim(),
        description: 'Added through the emulator’s catalogue controls.',
        ...(category ? { categories: [{ id: category.id }] } : {}),
        variations: [
          {
            type: 'ITEM_VARIATION',
            id: `${id}-VAR`,
            item_variation_data: {
              item_id: id,
              name: 'Regular',
              pricing_type: 'FIXED_PRICING',
              price_money: { amount: priceCents, currency: 'USD' },
            },
          },
        ],
      },
    };
    controls().setCatalog([...catalog, item]);
    res.status(201).json({ id });
  });

  router.patch('/items/:id', (req: Request, res: Response) => {
    const { priceCents } = (req.body ?? {}) as Record<string, unknown>;
    if (!isPrice(priceCents))
      return void res
        .status(400)
        .json({ message: `priceCents must be a whole number from 1 to ${MAX_PRICE_CENTS}` });
    change(req, res, (item) => {
      for (const variation of item.item_data.variations ?? [])
        if (variation.item_variation_data.price_money)
          variation.item_variation_data.price_money.amount = priceCents;
    });
  });

  router.delete('/items/:id', (req: Request, res: Response) => {
    change(req, res, (item) => {
      item.is_deleted = true;
    });
  });

  function change(req: Request, res: Response, edit: (item: SquareItemObject) => void) {
    const id = String(req.params.id);
    const target = controls().catalog.find((o) => o.id === id);
    if (!id.startsWith('EMU-ITEM-') || !target || target.type !== 'ITEM' || target.is_deleted)
      return void res.status(404).json({ message: 'No such item made through these controls' });
    controls().edit(id, (object) => edit(object as SquareItemObject));
    res.json({ id, version: controls().catalog.find((o) => o.id === id)?.version });
  }

  return router;
}

function isPrice(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PRICE_CENTS;
}

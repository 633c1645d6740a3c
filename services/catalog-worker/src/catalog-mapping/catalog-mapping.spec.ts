import type { Square } from 'square';
import { CatalogPageAssembler } from './catalog-page-assembler';
import { CatalogReferences } from './catalog-references';
import { mapCatalogItem, merchandising, petTypeOf } from './map-catalog-item';
import { MAX_PRICE_CENTS, moneyToCents, toJsonSafe } from './money';
import { storeCategoryOf } from './store-category';

type Item = Square.CatalogObject.Item;

function variation(
  id: string,
  amount: bigint | null,
  extra: Partial<Square.CatalogObject.ItemVariation> = {},
): Square.CatalogObject.ItemVariation {
  return {
    type: 'ITEM_VARIATION',
    id,
    itemVariationData: {
      itemId: 'ITEM',
      pricingType: amount === null ? 'VARIABLE_PRICING' : 'FIXED_PRICING',
      ...(amount === null ? {} : { priceMoney: { amount, currency: 'USD' } }),
    },
    ...extra,
  };
}

function item(
  id: string,
  data: Partial<NonNullable<Item['itemData']>> = {},
  extra: Partial<Item> = {},
): Item {
  return {
    type: 'ITEM',
    id,
    version: 1763629300000n,
    itemData: { name: `Product ${id}`, variations: [variation(`${id}-V`, 1299n)], ...data },
    ...extra,
  };
}

const image = (id: string, url: string): Square.CatalogObject.Image => ({
  type: 'IMAGE',
  id,
  imageData: { url },
});
const category = (id: string, name: string): Square.CatalogObject.Category => ({
  type: 'CATEGORY',
  id,
  categoryData: { name },
});

function refsWith(...objects: Square.CatalogObject[]): CatalogReferences {
  const refs = new CatalogReferences();
  objects.forEach((o) => refs.add(o));
  return refs;
}

describe('moneyToCents', () => {
  it('converts a BigInt amount in minor units to a plain integer', () => {
    expect(moneyToCents({ amount: 2499n, currency: 'USD' })).toBe(2499);
    expect(moneyToCents({ amount: 0n, currency: 'USD' })).toBe(0);
    expect(moneyToCents({ amount: BigInt(MAX_PRICE_CENTS), currency: 'USD' })).toBe(MAX_PRICE_CENTS);
  });

  it('rejects missing, negative and out-of-range amounts', () => {
    expect(moneyToCents(undefined)).toBeNull();
    expect(moneyToCents({ currency: 'USD' })).toBeNull();
    expect(moneyToCents({ amount: null })).toBeNull();
    expect(moneyToCents({ amount: -1n })).toBeNull();
    expect(moneyToCents({ amount: BigInt(MAX_PRICE_CENTS) + 1n })).toBeNull();
    expect(moneyToCents({ amount: 2n ** 64n })).toBeNull();
  });
});

describe('toJsonSafe', () => {
  it('turns BigInts into numbers when exact and strings otherwise, so JSON.stringify works', () => {
    const safe = toJsonSafe({
      version: 1763629300000n,
      huge: 2n ** 70n,
      nested: [{ amount: 5n }],
      gone: undefined,
    });
    expect(safe).toEqual({ version: 1763629300000, huge: '1180591620717411303424', nested: [{ amount: 5 }] });
    expect(() => JSON.stringify(safe)).not.toThrow();
  });
});

describe('mapCatalogItem', () => {
  const refs = refsWith(
    image('IMG-1', '/assets/demo/product-sync-1.svg'),
    category('CAT-1', 'Organic Treats'),
  );

  it('maps name, description, price in cents, image, category, pet type and the raw Square object', () => {
    const source = item('ITEM-1', {
      name: ' Freeze-Dried Chicken Cat Bites ',
      description: '<p>Chicken</p>',
      descriptionPlaintext: 'Single-ingredient chicken.',
      imageIds: ['IMG-1'],
      categories: [{ id: 'CAT-1', ordinal: 3n }],
      variations: [variation('VAR-1', 999n)],
    });
    const result = mapCatalogItem(source, refs);
    expect(result).toEqual({
      kind: 'product',
      product: {
        squareItemId: 'ITEM-1',
        squareVariationId: 'VAR-1',
        name: 'Freeze-Dried Chicken Cat Bites',
        description: 'Single-ingredient chicken.',
        price: 999,
        imageUrl: '/assets/demo/product-sync-1.svg',
        category: 'Organic Treats',
        petType: 'Cat',
        squareData: expect.objectContaining({ id: 'ITEM-1', version: 1763629300000 }),
      },
    });
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('takes the first live, priced variation', () => {
    const source = item('ITEM-2', {
      variations: [
        variation('VAR-DELETED', 100n, { isDeleted: true }),
        variation('VAR-VARIABLE', null),
        variation('VAR-PRICED', 2500n),
        variation('VAR-LATER', 3000n),
      ],
    });
    const result = mapCatalogItem(source, refs);
    expect(result.kind === 'product' && [result.product.squareVariationId, result.product.price]).toEqual([
      'VAR-PRICED',
      2500,
    ]);
  });

  it('falls back to the reporting category, then the legacy category_id, and leaves unknown references empty', () => {
    const viaReporting = mapCatalogItem(item('A', { reportingCategory: { id: 'CAT-1' } }), refs);
    const viaLegacy = mapCatalogItem(item('B', { categoryId: 'CAT-1' }), refs);
    const unknown = mapCatalogItem(item('C', { categoryId: 'CAT-404', imageIds: ['IMG-404'] }), refs);
    expect(viaReporting.kind === 'product' && viaReporting.product.category).toBe('Organic Treats');
    expect(viaLegacy.kind === 'product' && viaLegacy.product.category).toBe('Organic Treats');
    expect(unknown.kind === 'product' && [unknown.product.category, unknown.product.imageUrl]).toEqual([
      null,
      null,
    ]);
  });

  it.each([
    ['deleted', item('D', {}, { isDeleted: true })],
    ['archived', item('E', { isArchived: true })],
    ['no-name', item('F', { name: '  ' })],
    ['no-priced-variation', item('G', { variations: [variation('V', null)] })],
    ['no-variations', item('H', { variations: [] })],
    ['no-variations', item('H2', { variations: [{ ...variation('V', 100n), isDeleted: true }] })],
    ['no-priced-variation', item('I', { variations: [variation('V', BigInt(MAX_PRICE_CENTS) * 2n)] })],
    [
      'unsupported-currency',
      item('J', {
        variations: [
          { ...variation('V', 100n), itemVariationData: { priceMoney: { amount: 100n, currency: 'EUR' } } },
        ],
      }),
    ],
  ])('skips an item: %s', (reason, source) => {
    expect(mapCatalogItem(source, refs)).toEqual({ kind: 'skipped', itemId: source.id, reason });
  });
});

describe("storeCategoryOf (Square categories → the store's five)", () => {
  it.each([
    ['organic treats', 'Anything', 'Organic Treats'],
    ['  SKINCARE SOLUTIONS ', 'Anything', 'Skincare Solutions'],
    ['Grooming', 'Oat Wash', 'Shampoo & Conditioner'],
    ['Vitamins & Minerals', 'Daily Tabs', 'Nutritional Supplements'],
    ['Dog Chews', 'Yak Stick', 'Organic Treats'],
    ['Paw Care', 'Nose Butter', 'Skincare Solutions'],
    ['Calming', 'Night Drops', 'Wellness Products'],
    [null, 'Salmon Oil Omega Supplement', 'Nutritional Supplements'],
    ['Misc', 'Catnip Toy', null],
    [undefined, 'Mystery Box', null],
  ])('%s / %s → %s', (squareCategory, itemName, expected) => {
    expect(storeCategoryOf(squareCategory, itemName)).toBe(expected);
  });

  it('maps an item of an unknown Square category by the rule', () => {
    const mapped = mapCatalogItem(
      item('K', { name: 'Peanut Biscuits', categories: [{ id: 'CAT-9' }] }),
      refsWith(category('CAT-9', 'Bakery')),
    );
    expect(mapped.kind === 'product' && mapped.product.category).toBe('Organic Treats');
  });
});

describe('merchandising', () => {
  it('reads the New and Bestseller flags and the "; "-separated features from custom attributes', () => {
    const source = item(
      'M',
      {},
      {
        customAttributeValues: {
          is_new: { key: 'is_new', booleanValue: true },
          'Square:b': { name: 'Bestseller', booleanValue: false },
          features: { key: 'features', stringValue: ' Oatmeal ;; Aloe vera; ' + 'x'.repeat(150) },
        },
      },
    );
    expect(merchandising(source)).toEqual({
      isNew: true,
      isBestseller: false,
      features: ['Oatmeal', 'Aloe vera', 'x'.repeat(100)],
    });
    const mapped = mapCatalogItem(source, new CatalogReferences());
    expect(mapped.kind === 'product' && mapped.product.isNew).toBe(true);
  });

  it('leaves the fields out without the attributes, or when they have the wrong type', () => {
    expect(merchandising(item('N'))).toEqual({});
    const wrong = item('O', {}, { customAttributeValues: { is_new: { key: 'is_new', stringValue: 'yes' } } });
    expect(merchandising(wrong)).toEqual({});
  });
});

describe('petTypeOf', () => {
  it('reads the "Pet type" custom attribute first', () => {
    const source = item(
      'P',
      { name: 'Dog shampoo' },
      { customAttributeValues: { 'Square:abc': { name: 'Pet Type', stringValue: 'cat' } } },
    );
    expect(petTypeOf(source, 'Dog shampoo', null)).toBe('Cat');
    const byKey = item(
      'Q',
      {},
      { customAttributeValues: { pet_type: { key: 'pet_type', stringValue: 'Dogs' } } },
    );
    expect(petTypeOf(byKey, 'Balm', null)).toBe('Dog');
  });

  it('falls back to the name, then the description, and gives up when both or neither pet is named', () => {
    expect(petTypeOf(item('R'), 'Puppy Paw Balm', null)).toBe('Dog');
    expect(petTypeOf(item('S'), 'Paw Balm', 'Made for kittens and cats.')).toBe('Cat');
    expect(petTypeOf(item('T'), 'Balm for cats and dogs', null)).toBeNull();
    expect(petTypeOf(item('U'), 'Catnip-free balm', 'Plain balm')).toBeNull();
  });
});

describe('CatalogPageAssembler', () => {
  it('holds an item back until its image and category arrive on a later page, and flushes unresolved items at the end', () => {
    const assembler = new CatalogPageAssembler();
    const page1 = assembler.addPage([
      item('ITEM-1', { imageIds: ['IMG-1'], categories: [{ id: 'CAT-1' }] }),
      item('ITEM-2', { imageIds: ['IMG-MISSING'] }),
      category('CAT-1', 'Wellness Products'),
      item('ITEM-3', { variations: [] }),
    ]);
    expect(page1.itemsSeen).toBe(3);
    expect(page1.products).toEqual([]);
    expect(page1.skipped).toEqual([{ itemId: 'ITEM-3', reason: 'no-variations' }]);

    const page2 = assembler.addPage([image('IMG-1', '/a.svg')]);
    expect(page2.itemsSeen).toBe(0);
    expect(page2.products.map((p) => [p.squareItemId, p.imageUrl, p.category])).toEqual([
      ['ITEM-1', '/a.svg', 'Wellness Products'],
    ]);

    const rest = assembler.flush();
    expect(rest.products.map((p) => [p.squareItemId, p.imageUrl])).toEqual([['ITEM-2', null]]);
    expect(assembler.flush().products).toEqual([]);
  });

  it('keeps the latest copy of an item listed twice', () => {
    const assembler = new CatalogPageAssembler();
    const batch = assembler.addPage([item('ITEM-1', { name: 'Old' }), item('ITEM-1', { name: 'New' })]);
    expect(batch.products.map((p) => p.name)).toEqual(['New']);
  });
});

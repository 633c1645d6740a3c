import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  productQueryOf,
  type StoreFilters,
} from './store-filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('store filters ↔ address', () => {
  it('reads every filter of the spec from the address', () => {
    expect(
      read(
        'category=Organic+Treats&petType=Cat&search=salmon&minPrice=500&maxPrice=2500&isNew=true&isBestseller=true&sortBy=price-desc',
      ),
    ).toEqual({
      category: 'Organic Treats',
      petType: 'Cat',
      search: 'salmon',
      minPrice: 500,
      maxPrice: 2500,
      isNew: true,
      isBestseller: true,
      sort: 'price-desc',
    });
  });

  it('reads an empty address as the defaults: full price range, name-asc', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ minPrice: 0, maxPrice: 10_000, sort: 'name-asc' });
  });

  it('writes only the filters that differ from the defaults, and reads them back the same', () => {
    const filters: StoreFilters = {
      ...DEFAULT_FILTERS,
      category: 'Wellness Products',
      maxPrice: 3000,
      sort: 'price-asc',
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('category=Wellness+Products&maxPrice=3000&sortBy=price-asc');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('accepts a hand-typed pet type or category in any letter case, keeping the catalogue spelling', () => {
    expect(read('petType=dog&category=organic%20treats')).toMatchObject({
      petType: 'Dog',
      category: 'Organic Treats',
    });
  });

  it('ignores hostile or malformed values instead of sending them to the server', () => {
    expect(
      read(
        "category=';DROP TABLE products;--&petType=Hamster&minPrice=-500&maxPrice=99999999999&isNew=yes&sortBy=price;desc",
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(read('minPrice=abc&maxPrice=1e5')).toMatchObject({ minPrice: 0, maxPrice: 10_000 });
    expect(read('minPrice=20000')).toMatchObject({ minPrice: 10_000 });
    expect(read(`search=${'x'.repeat(500)}`).search).toHaveLength(200);
  });

  it('snaps prices to the slider step and swaps a minimum above the maximum', () => {
    expect(read('minPrice=1549&maxPrice=2551')).toMatchObject({ minPrice: 1500, maxPrice: 2600 });
    expect(read('minPrice=5000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
  });

  it('sends the sort as sortBy and sortOrder, and the full price range as no price filter', () => {
    expect(productQueryOf(DEFAULT_FILTERS)).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(productQueryOf({ ...DEFAULT_FILTERS, sort: 'name-desc' })).toMatchObject({
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(
      productQueryOf({ ...DEFAULT_FILTERS, sort: 'price-desc', minPrice: 100, isBestseller: true }),
    ).toEqual({
      minPrice: '100',
      isBestseller: 'true',
      sortBy: 'price',
      sortOrder: 'desc',
    });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        category: 'Organic Treats',
        minPrice: 100,
        maxPrice: 900,
        sort: 'price-asc',
      }),
    ).toBe(2);
  });
});

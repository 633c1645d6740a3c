import { contractViolations, expectToMatchContract } from './contract-schemas';

const product = {
  id: 'p1',
  name: 'Oat Shampoo',
  description: 'Gentle',
  price: 1299,
  imageUrl: '/store/oat.png',
  category: 'Natural Shampoos',
  petType: 'Dog',
  featured: false,
  isNew: false,
  isBestseller: true,
  attributes: { features: ['Oat'] },
  squareItemId: null,
  lastSyncedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('answers checked against the shared contracts', () => {
  it('accepts a value of the contract type', () => {
    const violations = contractViolations('Product', product);
    // The fixture must itself keep the contract; if this fails, update it from libs/shared/contracts/src/api.ts.
    expect(violations).toEqual([]);
    expect(() => expectToMatchContract('Product', product)).not.toThrow();
  });

  it('names a missing field, a wrong type and a field the contract does not have', () => {
    const { name: _name, ...withoutName } = product;
    expect(contractViolations('Product', withoutName)).toEqual([expect.stringContaining("'name'")]);
    expect(contractViolations('Product', { ...product, price: '12.99' })).toEqual([
      expect.stringMatching(/^\/price: must be number/),
    ]);
    expect(() => expectToMatchContract('Product', { ...product, internalCost: 3 })).toThrow(/'internalCost'/);
  });

  it('refuses a type the contracts do not export', () => {
    expect(() => contractViolations('NoSuchContract', {})).toThrow();
  });
});

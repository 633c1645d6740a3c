import type { ProductCategory, ProductPetType } from '@petcora/contracts';

/** The store's demo catalogue (prices in integer cents). Square-synced products come from the emulator instead. */
export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  category: ProductCategory;
  petType: ProductPetType;
  featured: boolean;
  isNew: boolean;
  isBestseller: boolean;
  features: string[];
}

/** The store's categories and its products' pet types, as the contracts define them (the seeders import them here). */
export { PRODUCT_CATEGORIES, PRODUCT_PET_TYPES as PET_TYPES } from '@petcora/contracts';

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000001',
    name: 'Natural Dog Shampoo',
    description: 'Gentle oatmeal and aloe shampoo that soothes skin and leaves coats soft.',
    price: 2499,
    imageUrl: '/assets/demo/product-dog-shampoo.svg',
    category: 'Shampoo & Conditioner',
    petType: 'Dog',
    featured: true,
    isNew: false,
    isBestseller: true,
    features: ['Oatmeal and aloe vera', 'Soap-free, pH balanced', 'No artificial fragrance'],
  },
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000002',
    name: 'Natural Cat Shampoo',
    description: 'Tearless, low-foam formula made for sensitive feline skin.',
    price: 1999,
    imageUrl: '/assets/demo/product-cat-shampoo.svg',
    category: 'Shampoo & Conditioner',
    petType: 'Cat',
    featured: true,
    isNew: true,
    isBestseller: false,
    features: ['Tearless formula', 'Chamomile calm', 'Rinses quickly'],
  },
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000003',
    name: 'Omega Coat Supplement',
    description: 'Wild fish oil chews for a glossy coat and healthy joints.',
    price: 3299,
    imageUrl: '/assets/demo/product-supplement.svg',
    category: 'Nutritional Supplements',
    petType: 'Dog',
    featured: false,
    isNew: false,
    isBestseller: true,
    features: ['Omega-3 and 6', '60 soft chews', 'Vet formulated'],
  },
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000004',
    name: 'Organic Salmon Bites',
    description: 'Single-ingredient salmon treats, air-dried in small batches.',
    price: 1299,
    imageUrl: '/assets/demo/product-treats.svg',
    category: 'Organic Treats',
    petType: 'Cat',
    featured: false,
    isNew: true,
    isBestseller: false,
    features: ['One ingredient', 'Grain free', 'Resealable pouch'],
  },
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000005',
    name: 'Calming Hemp Drops',
    description: 'Plant-based drops to help anxious pets settle during storms and travel.',
    price: 3999,
    imageUrl: '/assets/demo/product-wellness.svg',
    category: 'Wellness Products',
    petType: 'Dog',
    featured: false,
    isNew: false,
    isBestseller: false,
    features: ['Measured dropper', 'Bacon flavour', 'Third-party tested'],
  },
  {
    id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000006',
    name: 'Paw & Nose Balm',
    description: 'Shea and beeswax balm that repairs dry, cracked paws and noses.',
    price: 1599,
    imageUrl: '/assets/demo/product-balm.svg',
    category: 'Skincare Solutions',
    petType: 'Dog',
    featured: false,
    isNew: false,
    isBestseller: true,
    features: ['Lick-safe', 'Unscented', 'Travel tin'],
  },
];

/** The membership tiers seeded for demos. Fixed ids make the seed idempotent; prices are integer cents. */
export const DEMO_MEMBERSHIP_PLANS = [
  {
    id: '3c1d7a52-5b7e-4f0a-9a61-2d7e00000001',
    name: 'Basic',
    description: 'Join the community and keep your pets’ care on track.',
    price: 0,
    level: 1,
    benefits: ['Community feed and profiles', 'Follow other pet parents', 'Monthly natural-care newsletter'],
  },
  {
    id: '3c1d7a52-5b7e-4f0a-9a61-2d7e00000002',
    name: 'Plus',
    description: 'Savings in the store and early access to new products.',
    price: 999,
    level: 2,
    benefits: [
      'Everything in Basic',
      '10% off every store order',
      'Early access to new products',
      'Free shipping over $35',
    ],
  },
  {
    id: '3c1d7a52-5b7e-4f0a-9a61-2d7e00000003',
    name: 'Premium',
    description: 'The full Pet Cora experience, including Pet Haven perks.',
    price: 1999,
    level: 3,
    benefits: [
      'Everything in Plus',
      '20% off every store order',
      'Free shipping on all orders',
      'Priority Pet Haven reservations',
      'Verified member badge',
    ],
  },
] as const;

import { DEMO_USERS } from './users';
import { DEMO_PRODUCTS } from './products';

export interface DemoOrder {
  id: string;
  userId: string;
  status: string;
  daysAgo: number;
  shippingAddress: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
  items: { productId: string; quantity: number }[];
}

const maya = DEMO_USERS[1];
const sam = DEMO_USERS[2];
const [dogShampoo, catShampoo, supplement, treats] = DEMO_PRODUCTS;

export const DEMO_ORDERS: DemoOrder[] = [
  {
    id: '3c9d8e7f-6a5b-4c3d-8e2f-1a0000000001',
    userId: maya.id,
    status: 'delivered',
    daysAgo: 21,
    shippingAddress: '12 Elm Street',
    shippingCity: 'New Haven',
    shippingState: 'CT',
    shippingZip: '06510',
    shippingCountry: 'USA',
    items: [
      { productId: dogShampoo.id, quantity: 2 },
      { productId: supplement.id, quantity: 1 },
    ],
  },
  {
    id: '3c9d8e7f-6a5b-4c3d-8e2f-1a0000000002',
    userId: maya.id,
    status: 'shipped',
    daysAgo: 3,
    shippingAddress: '12 Elm Street',
    shippingCity: 'New Haven',
    shippingState: 'CT',
    shippingZip: '06510',
    shippingCountry: 'USA',
    items: [{ productId: treats.id, quantity: 3 }],
  },
  {
    id: '3c9d8e7f-6a5b-4c3d-8e2f-1a0000000003',
    userId: sam.id,
    status: 'pending',
    daysAgo: 1,
    shippingAddress: null,
    shippingCity: null,
    shippingState: null,
    shippingZip: null,
    shippingCountry: null,
    items: [{ productId: catShampoo.id, quantity: 1 }],
  },
];

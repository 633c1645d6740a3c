/**
 * Demo accounts seeded by `npm start` (DEMO_SEED=true). Ids are fixed so every service can seed its part
 * (accounts, author projection, posts, orders) independently and idempotently.
 */
export interface DemoUser {
  id: string;
  email: string;
  username: string;
  password: string;
  displayName: string;
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  profileImageUrl: string;
  role: 'member' | 'admin';
  isVerified: boolean;
}

export const DEMO_PASSWORD = 'petcora-demo-1';

export const DEMO_USERS: DemoUser[] = [
  {
    id: '9b2f4c1e-0a1d-4c53-9d3e-6a1f00000001',
    email: 'admin@petcora.example',
    username: 'petcora_admin',
    password: 'petcora-admin-1',
    displayName: 'Pet Cora Team',
    firstName: 'Cora',
    lastName: 'Admin',
    bio: 'Official Pet Cora account. Natural care for happy pets.',
    location: 'Hartford, CT',
    profileImageUrl: '/assets/demo/avatar-cora.svg',
    role: 'admin',
    isVerified: true,
  },
  {
    id: '9b2f4c1e-0a1d-4c53-9d3e-6a1f00000002',
    email: 'maya@petcora.example',
    username: 'maya_and_biscuit',
    password: DEMO_PASSWORD,
    displayName: 'Maya & Biscuit',
    firstName: 'Maya',
    lastName: 'Lopez',
    bio: 'Golden retriever mom. Bath days are our favourite days.',
    location: 'New Haven, CT',
    profileImageUrl: '/assets/demo/avatar-dog.svg',
    role: 'member',
    isVerified: false,
  },
  {
    id: '9b2f4c1e-0a1d-4c53-9d3e-6a1f00000003',
    email: 'sam@petcora.example',
    username: 'whiskers_sam',
    password: DEMO_PASSWORD,
    displayName: 'Sam Whiskers',
    firstName: 'Sam',
    lastName: 'Chen',
    bio: 'Two rescue cats, one very patient human.',
    location: 'Stamford, CT',
    profileImageUrl: '/assets/demo/avatar-cat.svg',
    role: 'member',
    isVerified: false,
  },
];

export const DEMO_ADMIN = DEMO_USERS[0];

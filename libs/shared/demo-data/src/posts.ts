import { DEMO_USERS } from './users';

export interface DemoPost {
  id: string;
  userId: string;
  content: string;
  imageUrl: string | null;
  location: string | null;
  /** Minutes before seed time, so the feed has a natural order. */
  minutesAgo: number;
}

const [team, maya, sam] = DEMO_USERS;

export const DEMO_POSTS: DemoPost[] = [
  {
    id: '5e7c2a90-1b3d-4f6a-8c9e-7d2000000001',
    userId: maya.id,
    content: 'Bath day with the new oatmeal shampoo. Biscuit actually sat still for once! #bathday #dogs',
    imageUrl: '/assets/demo/post-dog-bath.svg',
    location: 'New Haven, CT',
    minutesAgo: 30,
  },
  {
    id: '5e7c2a90-1b3d-4f6a-8c9e-7d2000000002',
    userId: sam.id,
    content: 'Sunday nap squad. Both of them claimed the same sunbeam again. #cats #napping',
    imageUrl: '/assets/demo/post-cat-nap.svg',
    location: 'Stamford, CT',
    minutesAgo: 95,
  },
  {
    id: '5e7c2a90-1b3d-4f6a-8c9e-7d2000000003',
    userId: team.id,
    content:
      'Welcome to the Pet Cora community! Share your pet moments, ask questions and meet other pet parents.',
    imageUrl: '/assets/demo/post-welcome.svg',
    location: null,
    minutesAgo: 240,
  },
  {
    id: '5e7c2a90-1b3d-4f6a-8c9e-7d2000000004',
    userId: maya.id,
    content:
      'Trail walk done, paws cleaned, treats earned. Any tips for muddy spring walks? #dogs #trailwalk',
    imageUrl: null,
    location: null,
    minutesAgo: 600,
  },
];

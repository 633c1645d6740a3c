import type { PostComment } from './community';
import type { ImageInfo, ImageRendition, VideoInfo } from './media';
/** Shapes the screens read (see spec). Money is always integer cents. Dates are ISO strings on the wire. */

export interface ApiError {
  message: string;
}

/** A success answer that only confirms, e.g. `{ message: 'Signed out' }`. */
export interface MessageResponse {
  message: string;
}

export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profilePicture: string | null;
  profileImageUrl: string | null;
  coverImageUrl: string | null;
  /** Renditions of profileImageUrl and coverImageUrl, when the server has them. */
  profileImage?: ImageInfo | null;
  coverImage?: ImageInfo | null;
  location: string | null;
  website: string | null;
  isVerified: boolean;
  /** Whether the member confirmed the e-mail address through the link mailed to it; absent from older answers. */
  emailVerified?: boolean;
  onboardingCompleted: boolean;
  profileCompleted: boolean;
  role: 'member' | 'admin';
  createdAt: string;
}

export interface PostAuthor {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  /** Renditions of profileImageUrl, when the server has them. */
  profileImage?: ImageInfo | null;
  isVerified: boolean;
}

export interface PostImage {
  url: string;
  /** The author's description of the picture (alt text); null when none was given. */
  alt?: string | null;
  /** Displayed size, placeholder colour and renditions (see ImageInfo); absent on images stored before they existed. */
  width?: number;
  height?: number;
  placeholder?: string;
  renditions?: ImageRendition[];
}

export interface FeedPost {
  id: string;
  userId: string;
  user: PostAuthor;
  username: string;
  userAvatar: string | null;
  content: string;
  location: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  /** Size, length and poster of `videoUrl`, when it has one. */
  video?: VideoInfo | null;
  images: PostImage[];
  likesCount: number;
  likeCount: number;
  commentsCount: number;
  commentCount: number;
  repetsCount: number;
  isLiked: boolean;
  isRepeted: boolean;
  isBookmarked: boolean;
  isThread: boolean;
  threadId: string | null;
  /** The post this one replies to, if it is a reply. */
  replyToId: string | null;
  repliesCount: number;
  /** The first comments (oldest first, at most FIRST_COMMENTS_PER_POST); the rest via GET /api/posts/{id}/comments. */
  commentList: PostComment[];
  /** Removed by a moderator: only its author still sees it, with SAFETY_MESSAGES.removedPost. */
  isRemoved?: boolean;
  /** Store products tagged in the post, with the store's current name and price; unavailable ones are left out. */
  products: TaggedProduct[];
  /** The author's pets tagged in the post (each has a page at /user/{username}/pets/{id}). */
  pets: TaggedPet[];
  createdAt: string;
}

/** How many store products and pets one post may tag. */
export const MAX_PRODUCTS_PER_POST = 3;
export const MAX_PETS_PER_POST = 5;

/** A product chip on a post card (the social service's projection of the store's catalogue). */
export interface TaggedProduct {
  id: string;
  name: string;
  /** Integer cents. */
  price: number;
  imageUrl: string | null;
  petType: string | null;
}

/** A pet named on a post card. */
export interface TaggedPet {
  id: string;
  name: string;
  species: string;
}

/** How many comments every post of a feed page carries. */
export const FIRST_COMMENTS_PER_POST = 3;

export interface FeedPage {
  posts: FeedPost[];
  hasMore: boolean;
  /** Keyset cursor of the next page (pass as `?cursor=`); null on the last page. */
  nextCursor?: string | null;
}

export interface Product {
  id: string;
  name: string;
  description: string | null;
  price: number; // cents
  imageUrl: string | null;
  /**
   * The picture as stored by the store (WebP renditions under /media/store/..., size, placeholder), when it was
   * fetched and sized; null otherwise (demo SVGs, a picture not fetched yet or refused): show `imageUrl` then.
   */
  image?: ImageInfo | null;
  category: string | null;
  petType: string | null;
  featured: boolean;
  isNew: boolean;
  isBestseller: boolean;
  attributes: { features?: string[] } | null;
  squareItemId: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
}

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'canceled' | string;

export interface OrderSummary {
  id: string;
  orderDate: string;
  createdAt: string;
  status: OrderStatus;
  total: number; // cents
  totalAmount: number; // cents, alias read by the dashboard
  shippingAddress: string | null;
  shippingMethod: string;
  paymentMethod: string;
  /** 'paid', 'refunded', ... of the order's card payment (orders.ts PaymentState); absent without one. */
  paymentState?: 'pending' | 'failed' | 'paid' | 'partly_refunded' | 'refunded' | null;
}

export interface SearchResults {
  users: PostAuthor[];
  posts: FeedPost[];
  products: Pick<Product, 'id' | 'name' | 'imageUrl' | 'price'>[];
  /** More results exist for the same query on the next `page` (any of the three lists). */
  hasMore?: boolean;
}

/**
 * social `GET /internal/search?q&page&limit&petType`: the people and posts part, which the gateway completes with
 * products. `hasMore`: either list has another page.
 */
export type SocialSearchResult = Pick<SearchResults, 'users' | 'posts' | 'hasMore'>;

/** Remote list served by the gateway: remote name → manifest URL, read by the shell at run time. */
export type RemoteList = Record<string, string>;

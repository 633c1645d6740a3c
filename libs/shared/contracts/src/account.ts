import type { CurrentUser } from './api';

/** Answer of every sign-in and sign-up call (account service ↔ mfe-account). */
export interface AuthResponse {
  user: CurrentUser;
  message: string;
}

/** A tier as GET /api/membership-plans returns it (public, ordered by level). Prices are integer cents. */
export interface MembershipPlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  benefits: string[];
  level: number;
  createdAt: string;
}

/** The signed-in user after a change: profile edits (PUT /api/users/profile, PATCH …/{id}/profile), onboarding. */
export interface UserResponse {
  user: CurrentUser;
}

/** POST /api/users/profile-photo and /banner-photo: the spec's media upload response plus the updated user. */
export interface PhotoUploadResponse extends UserResponse {
  mediaType: 'image';
  imageUrl: string;
  mediaUrl: string;
  profileImageUrl?: string;
  coverImageUrl?: string;
}

import { Author } from '../authors/author.entity';
import { Bookmark } from '../bookmarks/bookmark.entity';
import { Comment } from '../comments/comment.entity';
import { Follow } from '../follows/follow.entity';
import { Like } from '../likes/like.entity';
import { CreateSocialSchema1763740800000 } from '../migrations/1763740800000-create-social-schema';
import { MediaUploads1764200000000 } from '../migrations/1764200000000-media-uploads';
import { ProfilesAndFollowCounts1764300000000 } from '../migrations/1764300000000-profiles-and-follow-counts';
import { FeedRanking1764310000000 } from '../migrations/1764310000000-feed-ranking';
import { SearchAndHashtags1764320000000 } from '../migrations/1764320000000-search-and-hashtags';
import { RepetOriginalIndex1764330000000 } from '../migrations/1764330000000-repet-original-index';
import { UploadBudgets1764400000000 } from '../migrations/1764400000000-upload-budgets';
import { Safety1764500000000 } from '../migrations/1764500000000-safety';
import { MediaInfo1764600000000 } from '../migrations/1764600000000-media-info';
import { Pets1764700000000 } from '../migrations/1764700000000-pets';
import { Notifications1764800000000 } from '../migrations/1764800000000-notifications';
import { Messages1764810000000 } from '../migrations/1764810000000-messages';
import { ShoppablePosts1764830000000 } from '../migrations/1764830000000-shoppable-posts';
import { MaintainedRanking1764840000000 } from '../migrations/1764840000000-maintained-ranking';
import { RecommendationCandidates1764850000000 } from '../migrations/1764850000000-recommendation-candidates';
import { MemberSuggestions1764860000000 } from '../migrations/1764860000000-member-suggestions';
import { PetRow } from '../pets/pet.entity';
import { PostImage } from '../posts/post-image.entity';
import { Post } from '../posts/post.entity';

/** The Postgres schema this service owns; no other service reads it. */
export const SOCIAL_SCHEMA = 'social';

export const SOCIAL_ENTITIES = [Author, Post, PostImage, Like, Comment, Follow, Bookmark, PetRow];

/** In order. Migrations run at start-up and in tests (synchronize is off). */
export const SOCIAL_MIGRATIONS = [
  CreateSocialSchema1763740800000,
  MediaUploads1764200000000,
  ProfilesAndFollowCounts1764300000000,
  FeedRanking1764310000000,
  SearchAndHashtags1764320000000,
  RepetOriginalIndex1764330000000,
  UploadBudgets1764400000000,
  Safety1764500000000,
  MediaInfo1764600000000,
  Pets1764700000000,
  Notifications1764800000000,
  Messages1764810000000,
  ShoppablePosts1764830000000,
  MaintainedRanking1764840000000,
  RecommendationCandidates1764850000000,
  MemberSuggestions1764860000000,
];

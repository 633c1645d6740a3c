import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Projection of an account (owned by the account service) with what a post card and a public profile show, so a feed
 * page or a profile is one query. Written only from account events, from the demo seed, and as a minimal row when someone posts before their
 * first event arrives.
 */
@Entity({ name: 'authors' })
export class Author {
  /** The account's user id. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  username!: string;

  @Column('text', { name: 'display_name', nullable: true })
  displayName!: string | null;

  @Column('text', { name: 'profile_image_url', nullable: true })
  profileImageUrl!: string | null;

  @Column('boolean', { name: 'is_verified', default: false })
  isVerified!: boolean;

  @Column('text', { nullable: true })
  bio!: string | null;

  @Column('text', { name: 'cover_image_url', nullable: true })
  coverImageUrl!: string | null;

  @Column('text', { nullable: true })
  location!: string | null;

  @Column('text', { nullable: true })
  website!: string | null;

  /** When the account was created; null until an event carrying it arrives. */
  @Column('timestamptz', { name: 'joined_at', nullable: true })
  joinedAt!: Date | null;

  /** Kept by the follows feature in the same statement as the follow row. */
  @Column('integer', { name: 'followers_count', default: 0 })
  followersCount!: number;

  @Column('integer', { name: 'following_count', default: 0 })
  followingCount!: number;

  /** When the account event this row reflects happened; older events are ignored. */
  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

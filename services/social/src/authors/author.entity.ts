import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Projection of an account (owned by the account service) with just what a post card shows, so a feed page is one
 * query. Written only from account events, from the demo seed, and as a minimal row when someone posts before their
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

  /** When the account event this row reflects happened; older events are ignored. */
  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

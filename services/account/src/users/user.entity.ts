import type { ImageInfo } from '@petcora/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@petcora/contracts';

/** A Pet Cora account. The password hash is never selected unless a query asks for it explicitly. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased (a CHECK enforces it), so the plain unique constraint is case-insensitive. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  /** argon2id hash (PHC string). Null for accounts that cannot sign in with a password. */
  @Column({ type: 'text', nullable: true, select: false })
  password?: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 50 })
  username!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100, nullable: true })
  displayName!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture!: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ name: 'cover_image_url', type: 'text', nullable: true })
  coverImageUrl!: string | null;

  /** Renditions of profileImageUrl (null for a picture stored before they existed, or one given by URL). */
  @Column({ name: 'profile_image_info', type: 'jsonb', nullable: true })
  profileImageInfo!: ImageInfo | null;

  /** Renditions of coverImageUrl. */
  @Column({ name: 'cover_image_info', type: 'jsonb', nullable: true })
  coverImageInfo!: ImageInfo | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location!: string | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth!: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 32, nullable: true })
  phoneNumber!: string | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  /** When the member confirmed the address through the mailed link; null while unconfirmed. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate!: boolean;

  @Column({ name: 'membership_plan_id', type: 'uuid', nullable: true })
  membershipPlanId!: string | null;

  @Column({ name: 'membership_start_date', type: 'timestamptz', nullable: true })
  membershipStartDate!: Date | null;

  @Column({ name: 'membership_end_date', type: 'timestamptz', nullable: true })
  membershipEndDate!: Date | null;

  @Column({ name: 'followers_count', type: 'integer', default: 0 })
  followersCount!: number;

  @Column({ name: 'following_count', type: 'integer', default: 0 })
  followingCount!: number;

  @Column({ name: 'posts_count', type: 'integer', default: 0 })
  postsCount!: number;

  /** Set while a moderator's suspension lasts (ADR 0061): sign-in is refused and sessions resolve to nobody. */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true, select: false })
  suspendedAt?: Date | null;

  @Column({ name: 'joined_date', type: 'timestamptz', default: () => 'now()' })
  joinedDate!: Date;

  @Column({ name: 'onboarding_completed', type: 'boolean', default: false })
  onboardingCompleted!: boolean;

  @Column({ name: 'profile_completed', type: 'boolean', default: false })
  profileCompleted!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'member' })
  role!: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Author } from '../authors/author.entity';

/** A post, a reply (replyToId), a repet (isRepet + originalPostId) or a thread (isThread, children carry threadId). */
@Entity({ name: 'posts' })
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => Author, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  author?: Author;

  /** Required by the spec; an image-only post stores ''. */
  @Column('text')
  content!: string;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl!: string | null;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl!: string | null;

  @Column('text', { nullable: true })
  location!: string | null;

  @Column('uuid', { name: 'reply_to_id', nullable: true })
  replyToId!: string | null;

  @Column('boolean', { name: 'is_repet', default: false })
  isRepet!: boolean;

  @Column('uuid', { name: 'original_post_id', nullable: true })
  originalPostId!: string | null;

  @Column('text', { name: 'repet_comment', nullable: true })
  repetComment!: string | null;

  // Denormalised counters: changed in the same transaction as the like/repet/reply/comment row.
  @Column('integer', { name: 'likes_count', default: 0 })
  likesCount!: number;

  @Column('integer', { name: 'repets_count', default: 0 })
  repetsCount!: number;

  @Column('integer', { name: 'replies_count', default: 0 })
  repliesCount!: number;

  @Column('integer', { name: 'comments_count', default: 0 })
  commentsCount!: number;

  @Column('boolean', { name: 'is_thread', default: false })
  isThread!: boolean;

  @Column('uuid', { name: 'thread_id', nullable: true })
  threadId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The columns every row a member leaves on a post shares (likes, bookmarks, comments); each is its own table. */
export abstract class MemberPostRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'post_id' })
  postId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** followerId follows followingId (never themselves; once per pair). */
@Entity({ name: 'follows' })
export class Follow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'follower_id' })
  followerId!: string;

  @Column('uuid', { name: 'following_id' })
  followingId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

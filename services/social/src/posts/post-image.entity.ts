import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Post } from './post.entity';

/** The images of a multi-image post (up to 4), in display order. */
@Entity({ name: 'post_images' })
export class PostImage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'post_id' })
  postId!: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: Post;

  @Column('text')
  url!: string;

  @Column('smallint')
  position!: number;
}

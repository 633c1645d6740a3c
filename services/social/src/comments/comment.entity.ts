import { Column, Entity } from 'typeorm';
import { MemberPostRow } from '../posts/member-post-row';

/** A comment under a post (comments are flat; replies are posts with replyToId). */
@Entity({ name: 'comments' })
export class Comment extends MemberPostRow {
  @Column('text')
  content!: string;
}

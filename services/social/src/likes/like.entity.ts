import { Entity } from 'typeorm';
import { MemberPostRow } from '../posts/member-post-row';

/** A like of a post by a user (one per user and post). */
@Entity({ name: 'likes' })
export class Like extends MemberPostRow {}

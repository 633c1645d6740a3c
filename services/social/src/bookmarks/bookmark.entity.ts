import { Entity } from 'typeorm';
import { MemberPostRow } from '../posts/member-post-row';

/** A post a user saved for later (one per user and post). */
@Entity({ name: 'bookmarks' })
export class Bookmark extends MemberPostRow {}

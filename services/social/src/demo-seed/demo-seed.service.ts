import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_POSTS, DEMO_USERS } from '@petcora/demo-data';
import { AuthorsService, BEFORE_ANY_EVENT } from '../authors/authors.service';
import { SocialEnv } from '../config/social-env';

/**
 * DEMO_SEED=true fills the projection with the demo accounts and their posts, by fixed id, so restarts change nothing.
 * Authors are written as older than any event, so real account events still win.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly env: SocialEnv,
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.DEMO_SEED !== 'true') return;
    const inserted = await this.seed();
    this.logger.log(`Demo data ready (${inserted} new posts)`);
  }

  /** Returns how many posts were new. */
  async seed(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      for (const user of DEMO_USERS) {
        await this.authors.applyProfileWith(
          manager,
          {
            id: user.id,
            username: user.username,
            displayName: user.displayName,
            profileImageUrl: user.profileImageUrl,
            isVerified: user.isVerified,
            bio: user.bio,
            location: user.location,
          },
          BEFORE_ANY_EVENT,
        );
      }
      let inserted = 0;
      for (const post of DEMO_POSTS) {
        const rows: unknown[] = await manager.query(
          `INSERT INTO social.posts (id, user_id, content, image_url, location, created_at)
           VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))
           ON CONFLICT (id) DO NOTHING
           RETURNING id`,
          [post.id, post.userId, post.content, post.imageUrl, post.location, post.minutesAgo],
        );
        inserted += rows.length;
      }
      return inserted;
    });
  }
}

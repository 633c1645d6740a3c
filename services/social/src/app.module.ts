import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { IdentityModule, openSchemaDataSource, schemaDataSourceOptions } from '@petcora/nest-common';
import { AuthorsModule } from './authors/authors.module';
import { SocialConfigModule } from './config/social-config.module';
import { SocialEnv } from './config/social-env';
import { SOCIAL_ENTITIES, SOCIAL_MIGRATIONS, SOCIAL_SCHEMA } from './database/social-database';
import { DemoSeedModule } from './demo-seed/demo-seed.module';
import { FeedModule } from './feed/feed.module';
import { FollowsModule } from './follows/follows.module';
import { HashtagsModule } from './hashtags/hashtags.module';
import { ReadinessModule } from './health/readiness.module';
import { InternalModule } from './internal/internal.module';
import { MediaModule } from './media/media.module';
import { MediaSweepModule } from './media/media-sweep';
import { RankingModule } from './ranking/ranking.module';
import { PetsModule } from './pets/pets.module';
import { PostsModule } from './posts/posts.module';
import { ProfilesModule } from './profiles/profiles.module';
import { BookmarksModule } from './bookmarks/bookmarks.module';
import { CommentsModule } from './comments/comments.module';
import { LikesModule } from './likes/likes.module';
import { LiveModule } from './live/live.module';
import { RepetsModule } from './repets/repets.module';
import { SafetyModule } from './safety/safety.module';
import { SearchModule } from './search/search.module';
import { MessagesModule } from './messages/messages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProductsModule } from './products/products.module';

@Module({
  imports: [
    SocialConfigModule,
    TypeOrmModule.forRootAsync({
      inject: [SocialEnv],
      useFactory: (env: SocialEnv) =>
        schemaDataSourceOptions({
          schema: SOCIAL_SCHEMA,
          url: env.DATABASE_URL,
          entities: SOCIAL_ENTITIES,
          migrations: SOCIAL_MIGRATIONS,
        }),
      // Migrates before anything reads: start-up and tests see the same schema.
      dataSourceFactory: async (options) => openSchemaDataSource(options as DataSourceOptions),
    }),
    BullModule.forRootAsync({
      inject: [SocialEnv],
      useFactory: (env: SocialEnv) => ({
        // Workers block on Redis: a finite retry budget per command would make them throw during a short outage.
        connection: { url: env.REDIS_URL, maxRetriesPerRequest: null },
        prefix: env.BULL_PREFIX,
      }),
    }),
    IdentityModule.forAudience('social'),
    LiveModule,
    ReadinessModule,
    AuthorsModule,
    FeedModule,
    ProfilesModule,
    MediaModule,
    MediaSweepModule,
    RankingModule,
    PostsModule,
    LikesModule,
    BookmarksModule,
    PetsModule,
    RepetsModule,
    CommentsModule,
    FollowsModule,
    SafetyModule,
    HashtagsModule,
    SearchModule,
    InternalModule,
    DemoSeedModule,
    MessagesModule,
    NotificationsModule,
    ProductsModule,
  ],
})
export class AppModule {}

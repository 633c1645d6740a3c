import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthModule, IdentityModule, typeOrmWithSchema } from '@petcora/nest-common';
import { AuthModule } from './auth/auth.module';
import { loadAccountEnv } from './config/account-env';
import { AccountConfigModule } from './config/config.module';
import { accountDatabaseOptions } from './database/account-database';
import { InternalModule } from './internal/internal.module';
import { MembershipModule } from './membership/membership.module';
import { RedisModule } from './redis/redis.module';
import { SeedModule } from './seed/seed.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    AccountConfigModule,
    TypeOrmModule.forRootAsync(typeOrmWithSchema(() => accountDatabaseOptions(loadAccountEnv().DATABASE_URL))),
    RedisModule,
    IdentityModule,
    SessionsModule,
    UsersModule,
    AuthModule,
    InternalModule,
    MembershipModule,
    SeedModule,
    HealthModule,
  ],
})
export class AppModule {}

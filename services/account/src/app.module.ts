import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthModule, IdentityModule, typeOrmWithSchema } from '@petcora/nest-common';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { EmailChangeModule } from './email-change/email-change.module';
import { EmailVerificationModule } from './email-verification/email-verification.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { loadAccountEnv } from './config/account-env';
import { AccountConfigModule } from './config/config.module';
import { accountDatabaseOptions } from './database/account-database';
import { InternalModule } from './internal/internal.module';
import { MediaModule } from './media/media.module';
import { MembershipModule } from './membership/membership.module';
import { ProfileModule } from './profile/profile.module';
import { RedisModule } from './redis/redis.module';
import { SeedModule } from './seed/seed.module';
import { SessionsModule } from './sessions/sessions.module';
import { SuspensionsModule } from './suspensions/suspensions.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    AccountConfigModule,
    TypeOrmModule.forRootAsync(
      typeOrmWithSchema(() => accountDatabaseOptions(loadAccountEnv().DATABASE_URL)),
    ),
    RedisModule,
    IdentityModule.forAudience('account'),
    SessionsModule,
    UsersModule,
    AuthModule,
    PasswordResetModule,
    EmailVerificationModule,
    EmailChangeModule,
    ProfileModule,
    MediaModule,
    AdminModule,
    InternalModule,
    SuspensionsModule,
    MembershipModule,
    SeedModule,
    HealthModule,
  ],
})
export class AppModule {}

import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import {
  EmailPasswordStrategy,
  SimpleUsernamePasswordStrategy,
  UsernamePasswordStrategy,
} from './credential-strategies';
import { SignInLimiter } from '../rate-limits/sign-in-limiter';
import { SimpleAuthController } from '../simple-auth/simple-auth.controller';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [UsersModule, EventsModule, PassportModule, EmailVerificationModule],
  controllers: [AuthController, SimpleAuthController],
  providers: [
    AuthService,
    PasswordHasher,
    SignInLimiter,
    EmailPasswordStrategy,
    UsernamePasswordStrategy,
    SimpleUsernamePasswordStrategy,
  ],
  exports: [PasswordHasher],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { PasswordHasher } from '../auth/password-hasher';
import { EventsModule } from '../events/events.module';
import { MailTokensModule } from '../mail-tokens/mail-tokens.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [AccountMailModule, MailTokensModule, EventsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordHasher],
})
export class PasswordResetModule {}

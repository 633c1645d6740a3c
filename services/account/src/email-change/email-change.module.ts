import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { PasswordHasher } from '../auth/password-hasher';
import { MailTokensModule } from '../mail-tokens/mail-tokens.module';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';

@Module({
  imports: [AccountMailModule, MailTokensModule],
  controllers: [EmailChangeController],
  providers: [EmailChangeService, PasswordHasher],
  exports: [EmailChangeService],
})
export class EmailChangeModule {}

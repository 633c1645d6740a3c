import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { EmailChangeModule } from '../email-change/email-change.module';
import { MailTokensModule } from '../mail-tokens/mail-tokens.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';

@Module({
  imports: [AccountMailModule, MailTokensModule, EmailChangeModule],
  controllers: [EmailVerificationController],
  providers: [EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}

import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { MailTokensModule } from '../mail-tokens/mail-tokens.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';

@Module({
  imports: [AccountMailModule, MailTokensModule],
  controllers: [EmailVerificationController],
  providers: [EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}

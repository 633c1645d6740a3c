import { Module } from '@nestjs/common';
import { MailTokensModule } from '../mail-tokens/mail-tokens.module';
import { AccountMailQueue } from './account-mail.queue';
import { AccountMailWorker } from './account-mail.worker';
import { MailRequestLimiter } from './mail-request-limiter';

/** The account's outgoing mail: the producer every feature enqueues on, its request limits, and the worker. */
@Module({
  imports: [MailTokensModule],
  providers: [AccountMailQueue, AccountMailWorker, MailRequestLimiter],
  exports: [AccountMailQueue, MailRequestLimiter],
})
export class AccountMailModule {}

import { Module } from '@nestjs/common';
import { MailTokens } from './mail-tokens.service';

@Module({ providers: [MailTokens], exports: [MailTokens] })
export class MailTokensModule {}

import { Global, Module } from '@nestjs/common';
import { validateEnv } from '@petcora/nest-common';
import { SocialEnv } from './social-env';

/** Validates the environment once when the app module is built; a bad setting stops the start with one clear message. */
@Global()
@Module({
  providers: [{ provide: SocialEnv, useFactory: () => validateEnv(SocialEnv) }],
  exports: [SocialEnv],
})
export class SocialConfigModule {}

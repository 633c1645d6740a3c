import { Global, Module } from '@nestjs/common';
import { ACCOUNT_ENV, loadAccountEnv } from './account-env';

/** Validated environment, read once per application instance. */
@Global()
@Module({
  providers: [{ provide: ACCOUNT_ENV, useFactory: () => loadAccountEnv() }],
  exports: [ACCOUNT_ENV],
})
export class AccountConfigModule {}

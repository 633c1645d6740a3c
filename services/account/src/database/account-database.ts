import type { SchemaDatabaseOptions } from '@petcora/nest-common';
import { MembershipPlan } from '../membership/membership-plan.entity';
import { MembershipTransaction } from '../membership/membership-transaction.entity';
import { AccountInitialSchema1764000000000 } from '../migrations/1764000000000-account-initial-schema';
import { AccountEventOutbox1764900000000 } from '../migrations/1764900000000-account-event-outbox';
import { AccountMailTokens1765000000000 } from '../migrations/1765000000000-account-mail-tokens';
import { MailToken } from '../mail-tokens/mail-token.entity';
import { User } from '../users/user.entity';

export const ACCOUNT_SCHEMA = 'account';

/** The account service's schema, entities and migrations (applied at start-up and in tests). */
export function accountDatabaseOptions(url: string): SchemaDatabaseOptions {
  return {
    schema: ACCOUNT_SCHEMA,
    url,
    entities: [User, MembershipPlan, MembershipTransaction, MailToken],
    migrations: [
      AccountInitialSchema1764000000000,
      AccountEventOutbox1764900000000,
      AccountMailTokens1765000000000,
    ],
  };
}

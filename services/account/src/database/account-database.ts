import type { SchemaDatabaseOptions } from '@petcora/nest-common';
import { MembershipPlan } from '../membership/membership-plan.entity';
import { MembershipTransaction } from '../membership/membership-transaction.entity';
import { AccountInitialSchema1764000000000 } from '../migrations/1764000000000-account-initial-schema';
import { AccountEventOutbox1764900000000 } from '../migrations/1764900000000-account-event-outbox';
import { ProfileImageInfo1765000000000 } from '../migrations/1765000000000-profile-image-info';
import { MemberSuspension1765100000000 } from '../migrations/1765100000000-member-suspension';
import { AccountMailTokens1765200000000 } from '../migrations/1765200000000-account-mail-tokens';
import { EmailChange1765300000000 } from '../migrations/1765300000000-email-change';
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
      ProfileImageInfo1765000000000,
      MemberSuspension1765100000000,
      AccountMailTokens1765200000000,
      EmailChange1765300000000,
    ],
  };
}

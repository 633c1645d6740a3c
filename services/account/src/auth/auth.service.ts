import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { SAFETY_MESSAGES } from '@petcora/contracts';
import { MESSAGES } from '@petcora/validation';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { AccountEventsOutbox } from '../events/account-events.outbox';
import { SignInLimiter } from '../rate-limits/sign-in-limiter';
import type { User } from '../users/user.entity';
import { EMAIL_TAKEN, type SignInLookup, USERNAME_TAKEN, UsersService } from '../users/users.service';
import { isCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** What any sign-up flavour provides, already validated by its DTO. */
export interface NewAccount {
  email?: string | null;
  password: string;
  username: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  bio?: string;
  location?: string;
  website?: string;
}

export type SignInCredentials = SignInLookup & { password: string };

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly outbox: AccountEventsOutbox,
    private readonly limiter: SignInLimiter,
    private readonly verification: EmailVerificationService,
  ) {}

  /** Creates the account and, in the same transaction, the event announcing the new author to other services. */
  async signUp(input: NewAccount): Promise<User> {
    if (isCommonPassword(input.password)) throw new BadRequestException(MESSAGES.passwordTooCommon);
    const email = blankToNull(input.email ?? undefined);
    // Checked first for a clear message and to skip hashing; the unique indexes still decide a race.
    if (email && (await this.users.emailTaken(email))) throw new ConflictException(EMAIL_TAKEN);
    if (await this.users.usernameTaken(input.username)) throw new ConflictException(USERNAME_TAKEN);
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.transaction(async (users, manager) => {
      const created = await users.create({
        email,
        passwordHash,
        username: input.username,
        firstName: blankToNull(input.firstName),
        lastName: blankToNull(input.lastName),
        displayName: blankToNull(input.displayName),
        bio: blankToNull(input.bio),
        location: blankToNull(input.location),
        website: blankToNull(input.website),
      });
      await this.outbox.userProfileChanged(manager, created);
      return created;
    });
    this.outbox.committed();
    // The account stands without the mail: the member can ask again from the dashboard's banner.
    if (user.email)
      await this.verification
        .send(user.id)
        .catch((error: Error) =>
          new Logger(AuthService.name).warn(`Confirmation mail for ${user.id} not queued: ${error.message}`),
        );
    return user;
  }

  /**
   * The same 401 whether the account is unknown or the password wrong, in about the same time. Failed attempts are
   * counted per account and per client address (429 once either is used up); a success clears the account's count.
   */
  async signIn(credentials: SignInCredentials, clientAddress: string): Promise<User> {
    const lookup: SignInLookup =
      'email' in credentials ? { email: credentials.email } : { username: credentials.username };
    const user = await this.users.findForSignIn(lookup);
    // Unknown accounts are counted under the name that was tried, so probing one name is limited too.
    const accountKey = user
      ? user.id
      : `unknown:${('email' in lookup ? lookup.email : lookup.username).trim().toLowerCase()}`;
    await this.limiter.begin(accountKey, clientAddress);
    const valid = await this.passwords.verify(user?.password, credentials.password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    await this.limiter.succeeded(accountKey, clientAddress);
    // Told only to whoever knows the password: a suspension is not revealed to someone guessing.
    if (user.suspendedAt) throw new ForbiddenException(SAFETY_MESSAGES.suspendedSignIn);
    delete user.password;
    delete user.suspendedAt;
    return user;
  }
}

function blankToNull(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

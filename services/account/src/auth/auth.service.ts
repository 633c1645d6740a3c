import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { EmailSignInDto, EmailSignUpDto, UsernameSignInDto } from '@petcora/validation';
import { AccountEventsPublisher } from '../events/account-events.publisher';
import type { User } from '../users/user.entity';
import { EMAIL_TAKEN, USERNAME_TAKEN, UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly events: AccountEventsPublisher,
  ) {}

  /** Creates the account (one insert: nothing half-created) and announces the new author to other services. */
  async signUp(input: EmailSignUpDto): Promise<User> {
    // Checked first for a clear message and to skip hashing; the unique indexes still decide a race.
    if (await this.users.emailTaken(input.email)) throw new ConflictException(EMAIL_TAKEN);
    if (await this.users.usernameTaken(input.username)) throw new ConflictException(USERNAME_TAKEN);
    const user = await this.users.create({
      email: input.email,
      passwordHash: await this.passwords.hash(input.password),
      username: input.username,
      firstName: blankToNull(input.firstName),
      lastName: blankToNull(input.lastName),
    });
    this.events.userProfileChanged(user);
    return user;
  }

  /** The same 401 whether the account is unknown or the password wrong, in about the same time. */
  async signIn(credentials: EmailSignInDto | UsernameSignInDto): Promise<User> {
    const lookup = 'email' in credentials ? { email: credentials.email } : { username: credentials.username };
    const user = await this.users.findForSignIn(lookup);
    const valid = await this.passwords.verify(user?.password, credentials.password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    delete user.password;
    return user;
  }
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

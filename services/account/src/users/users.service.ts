import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { CurrentUser, IdentityClaims } from '@petcora/contracts';
import { imagesOf } from './user-images';
import { User } from './user.entity';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

/** Constraint names from the migration, mapped to the message a racing duplicate sign-up gets. */
const UNIQUE_CONSTRAINT_MESSAGES: Record<string, string> = {
  users_email_key: EMAIL_TAKEN,
  users_username_lower_key: USERNAME_TAKEN,
};

export interface NewUser {
  /** Null for the simple flavour's sign-up, which may leave the email out. */
  email: string | null;
  passwordHash: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  bio?: string | null;
  location?: string | null;
  website?: string | null;
}

export type SignInLookup = { email: string } | { username: string };

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Runs `work` in one transaction, with this service bound to it and its manager (for writes that go together). */
  transaction<T>(work: (users: UsersService, manager: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction((manager) =>
      work(new UsersService(manager.getRepository(User)), manager),
    );
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The smallest read the gateway's per-request session check needs (primary key lookup). */
  findIdentity(id: string): Promise<IdentityClaims | null> {
    return (
      this.users
        .createQueryBuilder('user')
        .select(['user.id', 'user.username', 'user.role'])
        .where('user.id = :id', { id })
        // A suspended member resolves to nobody: every session of theirs answers 401 from the next request on.
        .andWhere('user.suspended_at IS NULL')
        .getOne()
        .then((user) => (user ? { sub: user.id, username: user.username, role: user.role } : null))
    );
  }

  /** The user and password hash for a sign-in attempt, matched case-insensitively. */
  findForSignIn(lookup: SignInLookup): Promise<User | null> {
    const query = this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .addSelect('user.suspendedAt');
    if ('email' in lookup) query.where('user.email = :email', { email: normalizeEmail(lookup.email) });
    else query.where('lower(user.username) = lower(:username)', { username: lookup.username.trim() });
    return query.getOne();
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.users.exists({ where: { email: normalizeEmail(email) } });
  }

  async usernameTaken(username: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getExists();
  }

  /** Inserts one user (a single atomic statement); a unique violation lost to a concurrent sign-up becomes 409. */
  async create(input: NewUser): Promise<User> {
    try {
      const inserted = await this.users.insert({
        email: input.email === null ? null : normalizeEmail(input.email),
        password: input.passwordHash,
        username: input.username,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        displayName: input.displayName ?? null,
        bio: input.bio ?? null,
        location: input.location ?? null,
        website: input.website ?? null,
      });
      const id = String(inserted.identifiers[0].id);
      return (await this.findById(id))!;
    } catch (error) {
      throw asConflict(error);
    }
  }

  /** Case-insensitive: is this username used by anyone other than `exceptUserId`? */
  async usernameTakenByOther(username: string, exceptUserId: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .andWhere('user.id <> :id', { id: exceptUserId })
      .getExists();
  }

  /** Writes the given fields of one user (one UPDATE) and answers the user as stored; a lost unique race is 409. */
  async update(id: string, changes: Partial<Pick<User, EditableField>>): Promise<User> {
    try {
      await this.users.update({ id }, changes);
    } catch (error) {
      throw asConflict(error);
    }
    return (await this.findById(id))!;
  }
}

/** Fields the profile endpoints may change. */
export type EditableField =
  | 'username'
  | 'displayName'
  | 'bio'
  | 'profilePicture'
  | 'profileImageUrl'
  | 'coverImageUrl'
  | 'profileImageInfo'
  | 'coverImageInfo'
  | 'onboardingCompleted'
  | 'profileCompleted';

/** A unique violation on a known constraint becomes the 409 with its message; anything else stays as it is. */
function asConflict(error: unknown): unknown {
  const constraint = uniqueViolationConstraint(error);
  if (constraint && UNIQUE_CONSTRAINT_MESSAGES[constraint])
    return new ConflictException(UNIQUE_CONSTRAINT_MESSAGES[constraint]);
  return error;
}

function uniqueViolationConstraint(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } })
    .driverError;
  return driverError?.code === '23505' ? (driverError.constraint ?? null) : null;
}

/** The current-user response: the whole account as the screens read it, never the password. */
export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email ?? '',
    username: user.username,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    // profilePicture is the older name of the same picture; answer both so old and new screens agree.
    profilePicture: user.profilePicture ?? user.profileImageUrl,
    profileImageUrl: user.profileImageUrl ?? user.profilePicture,
    coverImageUrl: user.coverImageUrl,
    ...imagesOf(user),
    location: user.location,
    website: user.website,
    isVerified: user.isVerified,
    emailVerified: user.emailVerifiedAt != null,
    onboardingCompleted: user.onboardingCompleted,
    profileCompleted: user.profileCompleted,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

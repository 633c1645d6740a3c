import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { ImageInfo } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';
import type { StoredMedia } from '@petcora/uploads';
import {
  type OnboardingDto,
  type ProfileEditDto,
  type ProfileUpdateDto,
  UPLOAD_MESSAGES,
} from '@petcora/validation';
import { SessionRevocationPublisher } from '../events/session-revocation.publisher';
import { AccountEventsOutbox, publicProfileChanged } from '../events/account-events.outbox';
import { MediaStore, type StoredImage } from '../media/media-store.service';
import type { User } from '../users/user.entity';
import { type EditableField, USERNAME_TAKEN, UsersService } from '../users/users.service';

export const OWN_PROFILE_ONLY = 'You can only edit your own profile';

type Changes = Partial<Pick<User, EditableField>>;

export type PhotoKind = 'profile' | 'banner';

/** Profile edits of the signed-in user: onboarding, profile set-up, the dashboard dialog, avatar and banner. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly media: MediaStore,
    private readonly outbox: AccountEventsOutbox,
    private readonly revocations: SessionRevocationPublisher,
  ) {}

  /** `trace`: the request's, for the log line of a revocation that could not be published. */
  async completeOnboarding(userId: string, input: OnboardingDto, trace?: TraceContext): Promise<User> {
    const username = input.username.trim();
    if (await this.users.usernameTakenByOther(username, userId)) throw new ConflictException(USERNAME_TAKEN);
    const changes: Changes = { username, onboardingCompleted: true };
    if (input.displayName !== undefined) changes.displayName = blankToNull(input.displayName);
    if (input.bio !== undefined) changes.bio = blankToNull(input.bio);
    return this.apply(userId, changes, trace);
  }

  /** Profile set-up; only the caller's own id. Setting a display name marks the profile as completed. */
  async updateProfile(callerId: string, targetId: string, input: ProfileUpdateDto): Promise<User> {
    if (callerId !== targetId) throw new ForbiddenException(OWN_PROFILE_ONLY);
    const changes: Changes = {};
    if (input.displayName !== undefined) {
      changes.displayName = input.displayName.trim() || null;
      if (changes.displayName) changes.profileCompleted = true;
    }
    if (input.bio !== undefined) changes.bio = blankToNull(input.bio);
    if (input.profilePicture !== undefined)
      Object.assign(changes, avatarChanges(blankToNull(input.profilePicture), null));
    return this.apply(callerId, changes);
  }

  /**
   * The dashboard dialog: display name, bio and the picture, either as an uploaded file or as inline image data.
   * The picture arrives checked by content and stored (by the upload interceptor, or by the inline-image body reader
   * while the JSON streamed in); if the row cannot change, it is removed. `profileImageUrl` as a string is then only
   * '' (remove the picture) or the current picture's URL (no change).
   */
  async editProfile(userId: string, input: ProfileEditDto, file: StoredMedia | null): Promise<User> {
    const changes: Changes = {};
    if (input.displayName !== undefined) changes.displayName = blankToNull(input.displayName);
    if (input.bio !== undefined) changes.bio = blankToNull(input.bio);
    let stored: StoredImage | null = null;
    if (file) {
      stored = this.media.describe(file);
    } else if (input.profileImageUrl !== undefined && input.profileImageUrl !== null) {
      // `null` passes the DTO's @IsOptional like an absent field, and means the same: the picture stays.
      const current = await this.requireUser(userId);
      const picture = input.profileImageUrl.trim();
      if (picture === '') Object.assign(changes, avatarChanges(null, null));
      else if (picture !== current.profileImageUrl) throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
    }
    if (stored) Object.assign(changes, avatarChanges(stored.url, stored.info));
    return this.applyWithFile(userId, changes, stored);
  }

  async replacePhoto(
    userId: string,
    kind: PhotoKind,
    file: StoredMedia | null,
  ): Promise<{ user: User; stored: StoredImage }> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
    const stored = this.media.describe(file);
    const changes: Changes =
      kind === 'profile'
        ? avatarChanges(stored.url, stored.info)
        : { coverImageUrl: stored.url, coverImageInfo: stored.info };
    return { user: await this.applyWithFile(userId, changes, stored), stored };
  }

  private async applyWithFile(userId: string, changes: Changes, stored: StoredImage | null): Promise<User> {
    try {
      return await this.apply(userId, changes);
    } catch (error) {
      if (stored) await this.media.remove(stored); // no file without the row that points at it
      throw error;
    }
  }

  /**
   * One UPDATE; when a field other services show (name, avatar) changed, its event is written in the same
   * transaction (the outbox), so the change and the news of it commit together.
   */
  private async apply(userId: string, changes: Changes, trace?: TraceContext): Promise<User> {
    const { before, after } = await this.users.transaction(async (users, manager) => {
      const current = await requireUser(users, userId);
      if (Object.keys(changes).length === 0) return { before: current, after: current };
      const updated = await users.update(userId, changes);
      if (publicProfileChanged(current, updated)) await this.outbox.userProfileChanged(manager, updated);
      return { before: current, after: updated };
    });
    this.outbox.committed();
    // A replaced or removed picture goes with every size of it.
    if (before.profileImageUrl !== after.profileImageUrl)
      await this.media.removePicture(before.profileImageUrl, before.profileImageInfo);
    if (before.coverImageUrl !== after.coverImageUrl)
      await this.media.removePicture(before.coverImageUrl, before.coverImageInfo);
    // The gateway's cached identity carries the username: every copy must resolve this user afresh.
    if (before.username !== after.username) await this.revocations.revokeUser(userId, trace);
    return after;
  }

  private requireUser(userId: string): Promise<User> {
    return requireUser(this.users, userId);
  }
}

async function requireUser(users: UsersService, userId: string): Promise<User> {
  const user = await users.findById(userId);
  if (!user) throw new UnauthorizedException('Authentication required');
  return user;
}

/** profilePicture is the older name of the same picture: both columns move together, with its renditions. */
function avatarChanges(url: string | null, info: ImageInfo | null): Changes {
  return { profileImageUrl: url, profilePicture: url, profileImageInfo: info };
}

function blankToNull(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

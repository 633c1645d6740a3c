import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder } from './in-order';
import { IsNonBlank } from './custom-rules';
import { IsSafeMediaUrl } from './media-url';
import { MESSAGES, UPLOAD_MESSAGES, USERNAME_PATTERN } from './messages';
import { OptionalBio, OptionalDisplayName } from './field-rules';
import { BIO_MAX, DISPLAY_NAME_MAX } from './text-limits';

/** Profile set-up ('Complete Your Profile'). */
export class ProfileSetupDto {
  @InOrder(
    MinLength(1, { message: MESSAGES.displayNameRequired }),
    MaxLength(DISPLAY_NAME_MAX, { message: MESSAGES.displayNameMax50 }),
  )
  displayName!: string;

  @OptionalBio(BIO_MAX.profileSetup, MESSAGES.bioMax200)
  bio?: string;

  @IsOptional()
  @IsSafeMediaUrl({ message: MESSAGES.url, allowEmpty: true })
  profilePicture?: string;
}

/**
 * Onboarding: username (required), display name, bio. The spec only requires a non-blank username; it must also
 * satisfy the sign-up username rules, since it becomes the user's public handle and URL.
 */
export class OnboardingDto {
  @InOrder(
    IsNonBlank({ message: MESSAGES.onboardingUsernameRequired }),
    MinLength(3, { message: MESSAGES.usernameMin3 }),
    MaxLength(20, { message: MESSAGES.usernameMax20 }),
    Matches(USERNAME_PATTERN, { message: MESSAGES.usernameCharacters }),
  )
  username!: string;

  @OptionalDisplayName()
  displayName?: string;

  @OptionalBio(BIO_MAX.profileSetup, MESSAGES.bioMax200)
  bio?: string;

  @IsOptional()
  @IsBoolean({ message: 'onboardingCompleted must be true or false' })
  onboardingCompleted?: boolean;
}

/**
 * PATCH /api/users/{id}/profile: the profile set-up rules, every field optional (a present display name must still
 * be 1-50 characters).
 */
export class ProfileUpdateDto {
  @IsOptional()
  @InOrder(
    IsString({ message: MESSAGES.text('Display name') }),
    MinLength(1, { message: MESSAGES.displayNameRequired }),
    MaxLength(DISPLAY_NAME_MAX, { message: MESSAGES.displayNameMax50 }),
  )
  displayName?: string;

  @OptionalBio(BIO_MAX.profileSetup, MESSAGES.bioMax200)
  bio?: string;

  @IsOptional()
  @IsSafeMediaUrl({ message: MESSAGES.url, allowEmpty: true })
  profilePicture?: string;
}

/**
 * The dashboard's 'Edit Profile' dialog (PUT /api/users/profile): display name, bio of at most 150, and the picture
 * as inline `data:image/...;base64,` data (the server checks its content) or '' to remove it.
 */
export class ProfileEditDto {
  @OptionalDisplayName()
  displayName?: string;

  @OptionalBio(BIO_MAX.dashboard, MESSAGES.bioMax150)
  bio?: string;

  @IsOptional()
  @IsString({ message: UPLOAD_MESSAGES.imageOnly })
  profileImageUrl?: string;
}

import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder } from './in-order';
import { IsHttpUrlOrEmpty, IsNonBlank } from './custom-rules';
import { MESSAGES, USERNAME_PATTERN } from './messages';

/** Profile set-up ('Complete Your Profile'). */
export class ProfileSetupDto {
  @InOrder(MinLength(1, { message: MESSAGES.displayNameRequired }), MaxLength(50, { message: MESSAGES.displayNameMax50 }))
  displayName!: string;

  @IsOptional()
  @InOrder(IsString({ message: MESSAGES.text('Bio') }), MaxLength(200, { message: MESSAGES.bioMax200 }))
  bio?: string;

  @IsOptional()
  @IsHttpUrlOrEmpty({ message: MESSAGES.url })
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

  @IsOptional()
  @InOrder(IsString({ message: MESSAGES.text('Display name') }), MaxLength(50, { message: MESSAGES.displayNameMax50 }))
  displayName?: string;

  @IsOptional()
  @InOrder(IsString({ message: MESSAGES.text('Bio') }), MaxLength(200, { message: MESSAGES.bioMax200 }))
  bio?: string;

  @IsOptional()
  @IsBoolean({ message: 'onboardingCompleted must be true or false' })
  onboardingCompleted?: boolean;
}

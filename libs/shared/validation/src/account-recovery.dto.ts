import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Match } from './custom-rules';
import { InOrder } from './in-order';
import { MESSAGES } from './messages';

/** Words of the password reset and address confirmation flows, shared by the pages and the account service. */
export const ACCOUNT_RECOVERY_MESSAGES = {
  /** The one answer to every reset request, known address or not (no account enumeration). */
  resetRequested: "If an account exists for that address, we've sent a link to reset the password.",
  resetLinkInvalid: 'This reset link is invalid or has expired',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  verificationLinkInvalid: 'This confirmation link is invalid or has expired',
  emailVerified: 'Your e-mail address is confirmed',
  verificationSent: "We've sent a new confirmation link to your e-mail address.",
  alreadyVerified: 'Your e-mail address is already confirmed',
  tooManyMailRequests: 'Too many e-mail requests. Please try again later.',
  /** E-mail change: the link goes to the new address; the old one keeps working until it is used. */
  emailChangeSent:
    "We've sent a confirmation link to your new address. Your e-mail changes once you open it.",
  emailChanged: 'Your e-mail address has been changed',
  sameEmail: 'This is already your e-mail address',
  wrongPassword: 'Your password is incorrect',
  passwordRequired: 'Please enter your password',
} as const;

/** A mailed token: 32 random bytes, base64url without padding (43 characters). */
export const MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class PasswordResetRequestDto {
  @MaxLength(255, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  email!: string;
}

/** The new password follows sign-up's rules and messages (EmailSignUpDto). */
export class PasswordResetConfirmDto {
  @IsString({ message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid })
  @Matches(MAIL_TOKEN_PATTERN, { message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid })
  token!: string;

  @InOrder(
    MinLength(8, { message: MESSAGES.passwordMin8 }),
    MaxLength(100, { message: MESSAGES.passwordMax100 }),
  )
  password!: string;
}

/** The reset page's form (the token comes from the link): sign-up's password rules and a confirmation. */
export class NewPasswordFormDto {
  @InOrder(
    MinLength(8, { message: MESSAGES.passwordMin8 }),
    MaxLength(100, { message: MESSAGES.passwordMax100 }),
  )
  password!: string;

  @Match('password', { message: MESSAGES.passwordsDoNotMatch })
  confirmPassword!: string;
}

/** Changing the account's address: the new address and the current password (a stolen session alone cannot). */
export class EmailChangeDto {
  @MaxLength(255, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  newEmail!: string;

  @IsString({ message: ACCOUNT_RECOVERY_MESSAGES.passwordRequired })
  @InOrder(
    MinLength(1, { message: ACCOUNT_RECOVERY_MESSAGES.passwordRequired }),
    MaxLength(100, { message: ACCOUNT_RECOVERY_MESSAGES.wrongPassword }),
  )
  password!: string;
}

export class EmailVerificationDto {
  @IsString({ message: ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid })
  @Matches(MAIL_TOKEN_PATTERN, { message: ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid })
  token!: string;
}

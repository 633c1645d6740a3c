import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { InOrder } from './in-order';
import { IsHttpUrlOrEmpty, Match } from './custom-rules';
import { MESSAGES, USERNAME_PATTERN } from './messages';
import { OptionalBio } from './field-rules';
import { BIO_MAX, DISPLAY_NAME_MAX } from './text-limits';

// Each rule list is checked top to bottom and the first failure is the message shown (see InOrder).

/** Email flavour sign-up, as sent to the server (without confirmPassword). */
export class EmailSignUpDto {
  @IsEmail({}, { message: MESSAGES.email })
  email!: string;

  @InOrder(
    MinLength(8, { message: MESSAGES.passwordMin8 }),
    MaxLength(100, { message: MESSAGES.passwordMax100 }),
  )
  password!: string;

  @InOrder(
    MinLength(3, { message: MESSAGES.usernameMin3 }),
    MaxLength(20, { message: MESSAGES.usernameMax20 }),
    Matches(USERNAME_PATTERN, { message: MESSAGES.usernameCharacters }),
  )
  username!: string;

  @IsOptional()
  @IsString({ message: MESSAGES.text('First name') })
  firstName?: string;

  @IsOptional()
  @IsString({ message: MESSAGES.text('Last name') })
  lastName?: string;
}

/** The email sign-up form: the server payload plus a confirmation the form checks and does not send. */
export class EmailSignUpFormDto extends EmailSignUpDto {
  @Match('password', { message: MESSAGES.passwordsDoNotMatch })
  confirmPassword!: string;
}

export class EmailSignInDto {
  @IsEmail({}, { message: MESSAGES.email })
  email!: string;

  @MinLength(1, { message: MESSAGES.passwordRequired })
  password!: string;
}

export class UsernameSignInDto {
  @MinLength(1, { message: MESSAGES.usernameRequired })
  username!: string;

  @MinLength(1, { message: MESSAGES.passwordRequired })
  password!: string;
}

/** The community page's full sign-up (three sections: personal, account, profile). */
export class FullSignUpDto {
  @MinLength(1, { message: MESSAGES.firstNameRequired })
  firstName!: string;

  @MinLength(1, { message: MESSAGES.lastNameRequired })
  lastName!: string;

  @IsEmail({}, { message: MESSAGES.email })
  email!: string;

  @InOrder(
    MinLength(3, { message: MESSAGES.usernameMin3 }),
    MaxLength(15, { message: MESSAGES.usernameMax15 }),
    Matches(USERNAME_PATTERN, { message: MESSAGES.usernameCharacters }),
  )
  username!: string;

  @InOrder(
    MinLength(8, { message: MESSAGES.passwordMin8 }),
    MaxLength(100, { message: MESSAGES.passwordMax100 }),
  )
  password!: string;

  @Match('password', { message: MESSAGES.passwordsDontMatch })
  confirmPassword!: string;

  @InOrder(
    MinLength(1, { message: MESSAGES.displayNameRequired }),
    MaxLength(DISPLAY_NAME_MAX, { message: MESSAGES.displayNameMax50 }),
  )
  displayName!: string;

  @OptionalBio(BIO_MAX.communitySignUp, MESSAGES.bioMax160)
  bio?: string;

  @IsOptional()
  @IsString({ message: MESSAGES.text('Location') })
  location?: string;

  @IsOptional()
  @IsHttpUrlOrEmpty({ message: MESSAGES.url })
  website?: string;
}

/** The simpler username flavour's sign-in: username of 3 or more, password of 6 or more. */
export class SimpleSignInDto {
  @InOrder(
    MinLength(1, { message: MESSAGES.usernameRequired }),
    MinLength(3, { message: MESSAGES.usernameMin3 }),
  )
  username!: string;

  @InOrder(
    MinLength(1, { message: MESSAGES.passwordRequired }),
    MinLength(6, { message: MESSAGES.passwordMin6 }),
  )
  password!: string;
}

/** The simpler username flavour's sign-up: the sign-in rules, a matching confirmation and an optional email. */
export class SimpleSignUpDto {
  @InOrder(
    MinLength(3, { message: MESSAGES.usernameMin3 }),
    MaxLength(20, { message: MESSAGES.usernameMax20 }),
    Matches(USERNAME_PATTERN, { message: MESSAGES.usernameCharacters }),
  )
  username!: string;

  @InOrder(
    MinLength(6, { message: MESSAGES.passwordMin6 }),
    MaxLength(100, { message: MESSAGES.passwordMax100 }),
  )
  password!: string;

  @Match('password', { message: MESSAGES.passwordsDontMatch })
  confirmPassword!: string;

  /** Optional: absent, null or '' all mean "no email". */
  @ValidateIf((form: SimpleSignUpDto) => form.email !== undefined && form.email !== null && form.email !== '')
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;
}

/** The hidden admin overview's password prompt. */
export class AdminUnlockDto {
  @IsString({ message: MESSAGES.passwordRequired })
  @MinLength(1, { message: MESSAGES.passwordRequired })
  password!: string;
}

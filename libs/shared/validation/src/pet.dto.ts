import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { PET_SPECIES } from '@petcora/contracts';
import { IsNonBlank } from './custom-rules';
import { InOrder } from './in-order';
import { IsSafeMediaUrl } from './media-url';

export const PET_NAME_MAX = 40;
export const PET_BREED_MAX = 60;
export const PET_BIO_MAX = 300;
export const PET_AGE_MAX = 40;

export const PET_MESSAGES = {
  nameRequired: 'Please enter your pet’s name',
  nameMax: `Name must be at most ${PET_NAME_MAX} characters`,
  species: `Species must be one of: ${PET_SPECIES.join(', ')}`,
  breedMax: `Breed must be at most ${PET_BREED_MAX} characters`,
  bioMax: `Bio must be at most ${PET_BIO_MAX} characters`,
  birthday: 'Birthday must be a date (YYYY-MM-DD) that is not in the future',
  age: `Age must be a whole number of years from 0 to ${PET_AGE_MAX}`,
  birthdayOrAge: 'Give either a birthday or an age, not both',
  photo: 'Please choose a photo you uploaded',
  text: (field: string) => `${field} must be text`,
  tooMany: 'You can add up to 10 pets',
  notFound: 'Pet not found',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Older than any living pet: keeps the calendar arithmetic sane. */
const EARLIEST_BIRTHDAY = '1900-01-01';

/** A real calendar day `YYYY-MM-DD`, not after today (UTC) and not before 1900. */
export function isPastOrTodayDate(value: unknown, today: Date = new Date()): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  return value >= EARLIEST_BIRTHDAY && value <= today.toISOString().slice(0, 10);
}

function IsPastOrTodayDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: 'isPastOrTodayDate',
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: { validate: (value: unknown) => isPastOrTodayDate(value) },
    });
}

/** Rejects the object when this field and `other` are both given (null counts as not given). */
function NotTogetherWith(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: 'notTogetherWith',
      target: target.constructor,
      propertyName: String(propertyKey),
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args) =>
          value == null || (args?.object as Record<string, unknown>)[other] == null,
      },
    });
}

/** Optional text of at most `max` characters; null clears it on an edit. */
const optionalText = (field: string, max: number, message: string) =>
  InOrder(IsOptional(), IsString({ message: PET_MESSAGES.text(field) }), MaxLength(max, { message }));

const name = () =>
  InOrder(
    IsString({ message: PET_MESSAGES.nameRequired }),
    IsNonBlank({ message: PET_MESSAGES.nameRequired }),
    MaxLength(PET_NAME_MAX, { message: PET_MESSAGES.nameMax }),
  );
const species = () => IsIn(PET_SPECIES, { message: PET_MESSAGES.species });
const birthday = () =>
  InOrder(
    IsOptional(),
    IsPastOrTodayDate({ message: PET_MESSAGES.birthday }),
    NotTogetherWith('ageYears', { message: PET_MESSAGES.birthdayOrAge }),
  );
const ageYears = () =>
  InOrder(
    IsOptional(),
    IsInt({ message: PET_MESSAGES.age }),
    Min(0, { message: PET_MESSAGES.age }),
    Max(PET_AGE_MAX, { message: PET_MESSAGES.age }),
  );
const photoUrl = () => InOrder(IsOptional(), IsSafeMediaUrl({ message: PET_MESSAGES.photo }));

/** The optional fields of a pet, the same rules on create and update (null clears one on update). */
abstract class PetDetailsDto {
  @optionalText('Breed', PET_BREED_MAX, PET_MESSAGES.breedMax)
  breed?: string | null;

  @birthday()
  birthday?: string | null;

  @ageYears()
  ageYears?: number | null;

  @photoUrl()
  photoUrl?: string | null;

  @optionalText('Bio', PET_BIO_MAX, PET_MESSAGES.bioMax)
  bio?: string | null;
}

/** POST /api/users/me/pets: a name and a species; the rest optional, a birthday or an age but not both. */
export class CreatePetDto extends PetDetailsDto {
  @name()
  name!: string;

  @species()
  species!: string;
}

/**
 * PATCH /api/users/me/pets/{petId}: any field of the pet; an absent field stays, null clears an optional one. Giving a
 * birthday clears the age and the other way round (a pet has one or the other).
 */
export class UpdatePetDto extends PetDetailsDto {
  @ValidateIf((dto: UpdatePetDto) => dto.name !== undefined)
  @name()
  name?: string;

  @ValidateIf((dto: UpdatePetDto) => dto.species !== undefined)
  @species()
  species?: string;
}

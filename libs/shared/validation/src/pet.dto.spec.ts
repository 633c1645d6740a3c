import { PET_SPECIES, PRODUCT_PET_TYPES } from '@petcora/contracts';
import { CreatePetDto, isPastOrTodayDate, PET_MESSAGES, UpdatePetDto } from './pet.dto';
import { validateForm } from './validate';

describe('pet species', () => {
  it("are the store's pet types in lower case, plus other", () => {
    expect(PET_SPECIES).toEqual([...PRODUCT_PET_TYPES.map((type) => type.toLowerCase()), 'other']);
  });
});

describe('isPastOrTodayDate', () => {
  const today = new Date('2026-12-02T23:59:00Z');
  it.each(['2026-12-02', '2020-02-29', '1900-01-01'])('accepts %s', (value) =>
    expect(isPastOrTodayDate(value, today)).toBe(true),
  );
  it.each(['2026-12-03', '2021-02-29', '2020-13-01', '1899-12-31', '2020-1-1', '', 20200101, null])(
    'rejects %j',
    (value) => expect(isPastOrTodayDate(value, today)).toBe(false),
  );
});

describe('CreatePetDto', () => {
  it('accepts a name and a species, or every field', async () => {
    expect(await validateForm(CreatePetDto, { name: 'Rex', species: 'dog' })).toEqual({});
    expect(
      await validateForm(CreatePetDto, {
        name: 'x'.repeat(40),
        species: 'other',
        breed: 'x'.repeat(60),
        birthday: '2020-05-01',
        ageYears: null,
        photoUrl: '/media/social/abc.png',
        bio: 'x'.repeat(300),
      }),
    ).toEqual({});
  });

  it.each([
    [{ name: '' }, 'name', PET_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(41) }, 'name', PET_MESSAGES.nameMax],
    [{ species: 'hamster' }, 'species', PET_MESSAGES.species],
    [{ breed: 'x'.repeat(61) }, 'breed', PET_MESSAGES.breedMax],
    [{ bio: 'x'.repeat(301) }, 'bio', PET_MESSAGES.bioMax],
    [{ ageYears: 41 }, 'ageYears', PET_MESSAGES.age],
    [{ ageYears: '3' }, 'ageYears', PET_MESSAGES.age],
    [{ birthday: '2999-01-01' }, 'birthday', PET_MESSAGES.birthday],
    [{ birthday: '2020-01-01', ageYears: 3 }, 'birthday', PET_MESSAGES.birthdayOrAge],
    [{ photoUrl: '/api/logout' }, 'photoUrl', PET_MESSAGES.photo],
  ])('%j gives its message', async (override, field, message) => {
    expect(await validateForm(CreatePetDto, { name: 'Rex', species: 'dog', ...override })).toEqual({
      [field]: message,
    });
  });
});

describe('UpdatePetDto', () => {
  it('accepts any subset, and null to clear an optional field', async () => {
    expect(await validateForm(UpdatePetDto, {})).toEqual({});
    expect(await validateForm(UpdatePetDto, { breed: null, birthday: null, photoUrl: null })).toEqual({});
  });

  it('never clears the name or the species', async () => {
    expect(await validateForm(UpdatePetDto, { name: null, species: null })).toEqual({
      name: PET_MESSAGES.nameRequired,
      species: PET_MESSAGES.species,
    });
  });
});

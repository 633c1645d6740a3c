import { OnboardingDto, ProfileEditDto, ProfileSetupDto, ProfileUpdateDto } from './profile.dto';
import { validateForm } from './validate';

describe('ProfileSetupDto', () => {
  it('accepts a display name alone, or with bio and picture', async () => {
    expect(await validateForm(ProfileSetupDto, { displayName: 'Maya' })).toEqual({});
    expect(
      await validateForm(ProfileSetupDto, {
        displayName: 'x'.repeat(50),
        bio: 'x'.repeat(200),
        profilePicture: '',
      }),
    ).toEqual({});
    expect(
      await validateForm(ProfileSetupDto, {
        displayName: 'Maya',
        profilePicture: 'https://cdn.example/a.png',
      }),
    ).toEqual({});
  });

  it.each([
    ['displayName', '', 'Display name is required'],
    ['displayName', 'x'.repeat(51), 'Display name must be less than 50 characters'],
    ['bio', 'x'.repeat(201), 'Bio must be less than 200 characters'],
    ['profilePicture', 'not a url', 'Please enter a valid URL'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(ProfileSetupDto, { displayName: 'Maya', [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('OnboardingDto', () => {
  it('accepts a username with optional profile fields', async () => {
    expect(
      await validateForm(OnboardingDto, {
        username: 'maya_b',
        displayName: 'Maya',
        bio: '',
        onboardingCompleted: true,
      }),
    ).toEqual({});
  });

  it.each([
    ['   ', 'Username required'],
    [undefined, 'Username required'],
    ['ab', 'Username must be at least 3 characters'],
    ['maya b', 'Username can only contain letters, numbers, and underscores'],
  ])('username %j gives %s', async (username, message) => {
    expect(await validateForm(OnboardingDto, { username })).toEqual({ username: message });
  });

  it('limits display name and bio like profile set-up', async () => {
    expect(await validateForm(OnboardingDto, { username: 'maya_b', displayName: 'x'.repeat(51) })).toEqual({
      displayName: 'Display name must be less than 50 characters',
    });
    expect(await validateForm(OnboardingDto, { username: 'maya_b', bio: 'x'.repeat(201) })).toEqual({
      bio: 'Bio must be less than 200 characters',
    });
  });
});

describe('ProfileUpdateDto', () => {
  it('accepts any subset of the profile set-up fields', async () => {
    expect(await validateForm(ProfileUpdateDto, {})).toEqual({});
    expect(await validateForm(ProfileUpdateDto, { bio: 'x'.repeat(200), profilePicture: '' })).toEqual({});
  });

  it.each([
    ['displayName', '', 'Display name is required'],
    ['displayName', 'x'.repeat(51), 'Display name must be less than 50 characters'],
    ['bio', 'x'.repeat(201), 'Bio must be less than 200 characters'],
    ['profilePicture', 'javascript:alert(1)', 'Please enter a valid URL'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(ProfileUpdateDto, { [field]: value })).toEqual({ [field]: message });
  });
});

describe('ProfileEditDto (dashboard)', () => {
  it('limits the bio to 150 characters', async () => {
    expect(await validateForm(ProfileEditDto, { bio: 'x'.repeat(150) })).toEqual({});
    expect(await validateForm(ProfileEditDto, { bio: 'x'.repeat(151) })).toEqual({
      bio: "Bio can't be longer than 150 characters",
    });
  });

  it('limits the display name to 50 characters', async () => {
    expect(await validateForm(ProfileEditDto, { displayName: 'x'.repeat(51) })).toEqual({
      displayName: 'Display name must be less than 50 characters',
    });
  });
});

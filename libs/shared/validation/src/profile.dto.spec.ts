import { OnboardingDto, ProfileSetupDto } from './profile.dto';
import { validateForm } from './validate';

describe('ProfileSetupDto', () => {
  it('accepts a display name alone, or with bio and picture', async () => {
    expect(await validateForm(ProfileSetupDto, { displayName: 'Maya' })).toEqual({});
    expect(await validateForm(ProfileSetupDto, { displayName: 'x'.repeat(50), bio: 'x'.repeat(200), profilePicture: '' })).toEqual({});
    expect(await validateForm(ProfileSetupDto, { displayName: 'Maya', profilePicture: 'https://cdn.example/a.png' })).toEqual({});
  });

  it.each([
    ['displayName', '', 'Display name is required'],
    ['displayName', 'x'.repeat(51), 'Display name must be less than 50 characters'],
    ['bio', 'x'.repeat(201), 'Bio must be less than 200 characters'],
    ['profilePicture', 'not a url', 'Please enter a valid URL'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(ProfileSetupDto, { displayName: 'Maya', [field]: value })).toEqual({ [field]: message });
  });
});

describe('OnboardingDto', () => {
  it('accepts a username with optional profile fields', async () => {
    expect(await validateForm(OnboardingDto, { username: 'maya_b', displayName: 'Maya', bio: '', onboardingCompleted: true })).toEqual({});
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
    expect(await validateForm(OnboardingDto, { username: 'maya_b', bio: 'x'.repeat(201) })).toEqual({ bio: 'Bio must be less than 200 characters' });
  });
});

import { FullSignUpDto } from './auth.dto';
import { MESSAGES } from './messages';
import { ProfileEditDto, ProfileSetupDto } from './profile.dto';
import { BIO_MAX, DISPLAY_NAME_MAX } from './text-limits';
import { validateForm } from './validate';

// The forms' counters show BIO_MAX / DISPLAY_NAME_MAX; these prove the DTOs enforce exactly those numbers.
describe('text limits', () => {
  it('are the spec numbers', () => {
    expect(DISPLAY_NAME_MAX).toBe(50);
    expect(BIO_MAX).toEqual({ profileSetup: 200, communitySignUp: 160, dashboard: 150 });
  });

  it('profile set-up: a bio of the limit passes, one more character fails', async () => {
    const bio = (n: number) => ({ displayName: 'Maya', bio: 'x'.repeat(n) });
    expect((await validateForm(ProfileSetupDto, bio(BIO_MAX.profileSetup))).bio).toBeUndefined();
    expect((await validateForm(ProfileSetupDto, bio(BIO_MAX.profileSetup + 1))).bio).toBe(MESSAGES.bioMax200);
  });

  it('dashboard edit: a bio of the limit passes, one more character fails', async () => {
    const bio = (n: number) => ({ bio: 'x'.repeat(n) });
    expect((await validateForm(ProfileEditDto, bio(BIO_MAX.dashboard))).bio).toBeUndefined();
    expect((await validateForm(ProfileEditDto, bio(BIO_MAX.dashboard + 1))).bio).toBe(MESSAGES.bioMax150);
  });

  it('community sign-up: bio and display name stop at their limits', async () => {
    const over = await validateForm(FullSignUpDto, {
      bio: 'x'.repeat(BIO_MAX.communitySignUp + 1),
      displayName: 'x'.repeat(DISPLAY_NAME_MAX + 1),
    });
    expect(over.bio).toBe(MESSAGES.bioMax160);
    expect(over.displayName).toBe(MESSAGES.displayNameMax50);
    const at = await validateForm(FullSignUpDto, {
      bio: 'x'.repeat(BIO_MAX.communitySignUp),
      displayName: 'x'.repeat(DISPLAY_NAME_MAX),
    });
    expect(at.bio).toBeUndefined();
    expect(at.displayName).toBeUndefined();
  });
});

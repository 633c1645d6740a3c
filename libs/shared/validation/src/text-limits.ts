/**
 * Length limits of profile text (spec section 5), written once: the DTOs enforce them and the forms' counters show
 * them. Each form has its own bio limit because the spec gives each its own message (see MESSAGES.bioMax*).
 */
export const DISPLAY_NAME_MAX = 50;

export const BIO_MAX = {
  /** Profile set-up and the profile update endpoints ('Bio must be less than 200 characters'). */
  profileSetup: 200,
  /** The community sign-up form ('Bio must be no more than 160 characters'). */
  communitySignUp: 160,
  /** The dashboard's 'Edit Profile' ("Bio can't be longer than 150 characters"). */
  dashboard: 150,
} as const;

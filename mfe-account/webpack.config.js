const { createRemoteConfig, remoteUiPartsGroup } = require('@petcora/webpack-config');

/**
 * The UI parts this remote provides itself (the shell provides button, card, spinner, toast, consent, dialog and the
 * toaster) that its first page loads together, as one chunk instead of five (ADR 0045): /auth's tabs
 * (sign in, sign up) and text fields, with Radix's Tabs and its internals.
 */
const chunkGroups = { 'ui-parts': remoteUiPartsGroup(/field[\\/]text-field\.tsx$/) };

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'account',
  chunkGroups,
  port: 4203,
  exposes: {
    './AuthPage': './src/pages/auth-page.tsx',
    './LegacyAuthPage': './src/pages/legacy-auth-page.tsx',
    './ReplitAuthPage': './src/pages/replit-auth-page.tsx',
    './CallbackPage': './src/pages/callback-page.tsx',
    './AuthRedirectPage': './src/pages/auth-redirect-page.tsx',
    './ProfileSetupPage': './src/pages/profile-setup-page.tsx',
    './OnboardingPage': './src/pages/onboarding-page.tsx',
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './AdminDashboardPage': './src/pages/admin-dashboard-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './VerifyEmailPage': './src/pages/verify-email-page.tsx',
  },
});

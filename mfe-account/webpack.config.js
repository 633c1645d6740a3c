const { createRemoteConfig } = require('@petcora/webpack-config');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'account',
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
  },
});

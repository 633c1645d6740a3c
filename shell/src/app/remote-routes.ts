/** Page routes owned by the remotes: which remote module renders each, and whether it needs sign-in. */
export interface RemoteRoute {
  path: string;
  remote: 'social' | 'store' | 'account';
  module: string;
  protected?: boolean;
}

export const remoteRoutes: RemoteRoute[] = [
  // social
  { path: '/community', remote: 'social', module: 'CommunityPage' },
  { path: '/timeline', remote: 'social', module: 'TimelinePage' },
  { path: '/blog', remote: 'social', module: 'BlogPage' },
  { path: '/explore', remote: 'social', module: 'ExplorePage' },
  { path: '/user/:username', remote: 'social', module: 'UserProfilePage', protected: true },
  { path: '/user/:username/following', remote: 'social', module: 'UserProfilePage', protected: true },
  { path: '/user/:username/followers', remote: 'social', module: 'UserProfilePage', protected: true },
  { path: '/profile', remote: 'social', module: 'ProfilePage', protected: true },
  { path: '/profile/:username', remote: 'social', module: 'ProfilePage', protected: true },
  // store
  { path: '/store', remote: 'store', module: 'StorePage' },
  { path: '/admin/square', remote: 'store', module: 'AdminSquarePage' },
  // account
  { path: '/auth', remote: 'account', module: 'AuthPage' },
  { path: '/enhanced-social-auth', remote: 'account', module: 'AuthPage' },
  { path: '/legacy-auth', remote: 'account', module: 'LegacyAuthPage' },
  { path: '/replit-auth', remote: 'account', module: 'ReplitAuthPage' },
  { path: '/api/callback', remote: 'account', module: 'CallbackPage' },
  { path: '/auth-redirect', remote: 'account', module: 'AuthRedirectPage' },
  { path: '/profile-setup/*', remote: 'account', module: 'ProfileSetupPage', protected: true },
  { path: '/onboarding/*', remote: 'account', module: 'OnboardingPage', protected: true },
  { path: '/dashboard/*', remote: 'account', module: 'DashboardPage', protected: true },
  { path: '/admin-dashboard/*', remote: 'account', module: 'AdminDashboardPage', protected: true },
];

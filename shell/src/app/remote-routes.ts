import type { ProtectionVariant } from '../routes/protected-route';

/** Page routes owned by the remotes: which remote module renders each, and whether it needs sign-in. */
export interface RemoteRoute {
  path: string;
  remote: 'social' | 'store' | 'account';
  module: string;
  /**
   * Sign-in needed, and how a visitor is turned away: 'redirect' to /auth (account screens) or the
   * 'account-card' in place (social features). See docs/adr/0009-site-shell.md.
   */
  protection?: ProtectionVariant;
}

export const remoteRoutes: RemoteRoute[] = [
  // social
  { path: '/community', remote: 'social', module: 'CommunityPage' },
  { path: '/timeline', remote: 'social', module: 'TimelinePage' },
  { path: '/blog', remote: 'social', module: 'BlogPage' },
  { path: '/explore', remote: 'social', module: 'ExplorePage' },
  // The target of a post's 'Copy link'; public like GET /api/posts/{id}.
  { path: '/post/:id', remote: 'social', module: 'PostPage' },
  { path: '/user/:username', remote: 'social', module: 'UserProfilePage', protection: 'account-card' },
  {
    path: '/user/:username/following',
    remote: 'social',
    module: 'UserProfilePage',
    protection: 'account-card',
  },
  {
    path: '/user/:username/followers',
    remote: 'social',
    module: 'UserProfilePage',
    protection: 'account-card',
  },
  // A pet's page, linked from its owner's profile and turned away from visitors like the profile.
  { path: '/user/:username/pets/:petId', remote: 'social', module: 'PetPage', protection: 'account-card' },
  { path: '/profile', remote: 'social', module: 'ProfilePage', protection: 'account-card' },
  { path: '/profile/:username', remote: 'social', module: 'ProfilePage', protection: 'account-card' },
  // Admins only; the page itself turns visitors and members away, like /admin/square.
  { path: '/admin/moderation', remote: 'social', module: 'AdminModerationPage' },
  // Direct messages: signed-in members only.
  { path: '/messages', remote: 'social', module: 'MessagesPage', protection: 'account-card' },
  { path: '/messages/:username', remote: 'social', module: 'MessageThreadPage', protection: 'account-card' },
  // The signed-in member's notifications; visitors get the sign-in card like the profile.
  { path: '/notifications', remote: 'social', module: 'NotificationsPage', protection: 'account-card' },
  // store
  // The product dialog is /store?product={id}: a search parameter, so it needs no route (docs/store-screens.md).
  { path: '/store', remote: 'store', module: 'StorePage' },
  { path: '/cart', remote: 'store', module: 'CartPage' },
  { path: '/checkout', remote: 'store', module: 'CheckoutPage', protection: 'redirect' },
  { path: '/wishlist', remote: 'store', module: 'WishlistPage', protection: 'redirect' },
  { path: '/admin/square', remote: 'store', module: 'AdminSquarePage' },
  { path: '/admin/orders', remote: 'store', module: 'AdminOrdersPage' },
  // account
  { path: '/auth', remote: 'account', module: 'AuthPage' },
  { path: '/enhanced-social-auth', remote: 'account', module: 'AuthPage' },
  { path: '/legacy-auth', remote: 'account', module: 'LegacyAuthPage' },
  { path: '/replit-auth', remote: 'account', module: 'ReplitAuthPage' },
  { path: '/api/callback', remote: 'account', module: 'CallbackPage' },
  { path: '/auth-redirect', remote: 'account', module: 'AuthRedirectPage' },
  // Reached from a sign-in screen and from mailed links: open to visitors (the token is the proof).
  { path: '/forgot-password', remote: 'account', module: 'ForgotPasswordPage' },
  { path: '/reset-password', remote: 'account', module: 'ResetPasswordPage' },
  { path: '/verify-email', remote: 'account', module: 'VerifyEmailPage' },
  { path: '/profile-setup/*', remote: 'account', module: 'ProfileSetupPage', protection: 'redirect' },
  { path: '/onboarding/*', remote: 'account', module: 'OnboardingPage', protection: 'redirect' },
  { path: '/dashboard/*', remote: 'account', module: 'DashboardPage', protection: 'redirect' },
  { path: '/admin-dashboard/*', remote: 'account', module: 'AdminDashboardPage', protection: 'redirect' },
];

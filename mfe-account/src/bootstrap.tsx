import '@petcora/ui/styles.css';
import AdminDashboardPage from './pages/admin-dashboard-page';
import AuthPage from './pages/auth-page';
import AuthRedirectPage from './pages/auth-redirect-page';
import CallbackPage from './pages/callback-page';
import DashboardPage from './pages/dashboard-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import LegacyAuthPage from './pages/legacy-auth-page';
import OnboardingPage from './pages/onboarding-page';
import ProfileSetupPage from './pages/profile-setup-page';
import ReplitAuthPage from './pages/replit-auth-page';
import ResetPasswordPage from './pages/reset-password-page';
import VerifyEmailPage from './pages/verify-email-page';
import { mountStandalone } from '@petcora/remote-harness';

mountStandalone([
  { path: '/auth', element: <AuthPage /> },
  { path: '/enhanced-social-auth', element: <AuthPage /> },
  { path: '/legacy-auth', element: <LegacyAuthPage /> },
  { path: '/replit-auth', element: <ReplitAuthPage /> },
  { path: '/api/callback', element: <CallbackPage /> },
  { path: '/auth-redirect', element: <AuthRedirectPage /> },
  { path: '/profile-setup', element: <ProfileSetupPage /> },
  { path: '/onboarding', element: <OnboardingPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/admin-dashboard', element: <AdminDashboardPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
]);

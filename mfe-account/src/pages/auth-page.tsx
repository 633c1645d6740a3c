import { AuthScreen } from '../features/auth/components/auth-screen';

/** /auth and /enhanced-social-auth. */
export default function AuthPage() {
  return <AuthScreen />;
}

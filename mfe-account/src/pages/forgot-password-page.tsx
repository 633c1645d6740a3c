import { ForgotPasswordScreen } from '../features/account-recovery/components/forgot-password-screen';

/** /forgot-password. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}

import { ResetPasswordScreen } from '../features/account-recovery/components/reset-password-screen';

/** /reset-password?token=…, the link of the reset mail. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}

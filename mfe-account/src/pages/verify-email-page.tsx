import { VerifyEmailScreen } from '../features/account-recovery/components/verify-email-screen';

/** /verify-email?token=…, the link of the confirmation mail. */
export default function VerifyEmailPage() {
  return <VerifyEmailScreen />;
}

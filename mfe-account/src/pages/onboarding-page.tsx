import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { Navigate } from 'react-router-dom';
import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import '../lib/account-forms.css';

/** /onboarding: visitors go to /auth, members who already finished it to /dashboard. */
export default function OnboardingPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <OnboardingForm user={user} />;
}

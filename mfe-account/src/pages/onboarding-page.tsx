import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { Navigate } from 'react-router-dom';
import { YourPets } from '../features/dashboard/components/your-pets';
import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import '../lib/account-forms.css';

/** Below the profile form: the member's pets (the dashboard's list), optional; Continue goes on without them. */
function PetsSection() {
  return (
    <section className="account-auth account-onboarding-pets" aria-labelledby="onboarding-pets-heading">
      <h2 id="onboarding-pets-heading">Tell us about your pets</h2>
      <p className="pc-muted">
        Optional: add your pets to tag them in posts and see products made for them. You can skip this and do
        it later from your dashboard.
      </p>
      <YourPets />
    </section>
  );
}

/** /onboarding: visitors go to /auth, members who already finished it to /dashboard; the profile and the pets. */
export default function OnboardingPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <OnboardingForm user={user} after={<PetsSection />} />;
}

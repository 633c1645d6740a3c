import { useSession } from '@petcora/session';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { YourPets } from '../features/dashboard/components/your-pets';
import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import '../lib/account-forms.css';

/** The second step: the member's pets (the same list as the dashboard's Account tab); skippable. */
function PetsStep() {
  const navigate = useNavigate();
  return (
    <div className="pc-container pc-page">
      <Card className="account-auth">
        <h1>Tell us about your pets</h1>
        <p className="pc-muted account-auth__tagline">
          Add your pets to tag them in posts and see products made for them. You can do this later from your
          dashboard.
        </p>
        <YourPets />
        <div className="account-actions">
          <Button variant="ghost" onClick={() => navigate('/dashboard')}>
            Skip for now
          </Button>
          <Button onClick={() => navigate('/dashboard')}>Continue</Button>
        </div>
      </Card>
    </div>
  );
}

/** /onboarding: visitors go to /auth, members who already finished it to /dashboard; the profile, then the pets. */
export default function OnboardingPage() {
  const { status, user } = useSession();
  const [step, setStep] = useState<'profile' | 'pets'>('profile');
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (step === 'pets') return <PetsStep />;
  if (user.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <OnboardingForm user={user} onCompleted={() => setStep('pets')} />;
}

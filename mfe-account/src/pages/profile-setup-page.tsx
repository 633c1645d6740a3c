import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { ProfileSetupForm, SignInToContinue } from '../features/profile-setup/components/profile-setup-form';
import '../lib/account-forms.css';

/** /profile-setup: 'Complete Your Profile'. */
export default function ProfileSetupPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <SignInToContinue />;
  return <ProfileSetupForm user={user} />;
}

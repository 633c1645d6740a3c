import { PagePlaceholder } from '@petcora/ui';

/** /profile-setup (placeholder until its feature lands). */
export default function ProfileSetupPage() {
  return <PagePlaceholder title="Complete Your Profile" />;
}

import { PagePlaceholder } from '@petcora/ui';

/** /onboarding (placeholder until its feature lands). */
export default function OnboardingPage() {
  return <PagePlaceholder title="Welcome to Pet Cora" />;
}

import { SimplePage } from './simple-page';

export function PrivacyPage() {
  return (
    <SimplePage title="Privacy Policy">
      <p>
        We collect only what we need to run your account, your orders and the community, keep it secure, and never sell
        it. The full policy is being finalised.
      </p>
    </SimplePage>
  );
}

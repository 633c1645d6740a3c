import { SimplePage } from './simple-page';

export function MembershipPage() {
  return (
    <SimplePage title="Membership">
      <p>Membership plans with member pricing and Pet Haven perks are coming soon.</p>
    </SimplePage>
  );
}

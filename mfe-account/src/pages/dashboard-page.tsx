import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui';

/** /dashboard: the member's own page (orders and account tabs come with the dashboard feature). */
export default function DashboardPage() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the shell's protected route only renders this for a signed-in user
  return (
    <div className="pc-container pc-page">
      <h1>My Dashboard</h1>
      <Card>
        <h2>Account</h2>
        <dl>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Display name</dt>
          <dd>{user.displayName || 'Not set'}</dd>
        </dl>
      </Card>
    </div>
  );
}

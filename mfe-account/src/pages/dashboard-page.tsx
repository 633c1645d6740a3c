import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { buttonClassName } from '@petcora/ui/button';
import { Link } from 'react-router-dom';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';

/** /dashboard. The shell's protected route normally keeps visitors away; this covers a session that just ended. */
export default function DashboardPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) {
    return (
      <div className="pc-container pc-page">
        <Card>
          <h1>Authentication Required</h1>
          <p className="pc-muted">Please sign in to access your dashboard.</p>
          <Link to="/auth" className={buttonClassName('primary')}>
            Sign In
          </Link>
        </Card>
      </div>
    );
  }
  return <DashboardScreen user={user} />;
}

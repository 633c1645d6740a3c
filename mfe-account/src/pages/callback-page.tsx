import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { Link, Navigate } from 'react-router-dom';

/** /api/callback: the authentication completion screen. */
export default function CallbackPage() {
  const status = useSession((state) => state.status);
  if (status === 'loading') {
    return (
      <div className="pc-container pc-page">
        <p role="status">Completing authentication...</p>
        <PageSpinner />
      </div>
    );
  }
  if (status === 'anonymous') {
    return (
      <div className="pc-container pc-page">
        <h1>Authentication failed</h1>
        <p className="pc-muted">Please try again later</p>
        <Link to="/auth">Back to login</Link>
      </div>
    );
  }
  return <Navigate to="/auth-redirect" replace />;
}

import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { rememberRedirectAfterLogin } from '@petcora/session/redirect-after-login';

/** Shown in place of a social feature to a visitor who is not signed in. */
export function AccountRequiredCard() {
  const location = useLocation();
  return (
    <div className="pc-container pc-page">
      <Card className="shell-account-required">
        <UserRound aria-hidden="true" className="shell-account-required__icon" />
        <h1>Account Required</h1>
        <p className="pc-muted">You need to sign up or sign in to access this social feature</p>
        <div className="shell-account-required__actions">
          <Link
            to="/auth"
            className={buttonClassName('primary')}
            // Coming back here after signing in is what the visitor wants.
            onClick={() => rememberRedirectAfterLogin(location.pathname + location.search + location.hash)}
          >
            Sign Up / Sign In
          </Link>
          <Link to="/" className={buttonClassName('secondary')}>
            Back to Home
          </Link>
        </div>
      </Card>
    </div>
  );
}

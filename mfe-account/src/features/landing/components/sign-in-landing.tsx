import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { buttonClassName } from '@petcora/ui/button';
import { ArrowLeft, PawPrint } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { takeRedirectAfterLogin } from '@petcora/session/redirect-after-login';
import '../../../lib/account-forms.css';

/** Where the server's sign-in flow should bring the user back to: this screen, which then forwards them. */
export const SERVER_LOGIN_PATH = `/api/login?returnTo=${encodeURIComponent('/replit-auth')}`;

/** /replit-auth: the sign-in landing. Signing in is a full navigation to the server path /api/login. */
export function SignInLanding({
  goTo = (path: string) => window.location.assign(path),
}: {
  goTo?: (path: string) => void;
}) {
  const status = useSession((state) => state.status);
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'authenticated') navigate(takeRedirectAfterLogin('/'), { replace: true });
  }, [status, navigate]);

  if (status !== 'anonymous') return <PageSpinner label="Loading" />;

  return (
    <div className="pc-container pc-page">
      <Link to="/" className={buttonClassName('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" /> Back to Home
      </Link>
      <Card className="account-auth account-landing">
        <PawPrint aria-hidden="true" className="account-landing__logo" />
        <h1>Welcome to Pet Cora</h1>
        <p className="pc-muted account-auth__tagline">The premium social platform for pet lovers</p>
        <button
          type="button"
          className={buttonClassName('primary', 'lg', 'account-submit')}
          onClick={() => goTo(SERVER_LOGIN_PATH)}
        >
          Sign in to continue
        </button>
        <p className="pc-muted account-landing__terms">
          Signing in creates your account automatically if you don&apos;t have one yet. By signing in, you
          agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
          .
        </p>
      </Card>
    </div>
  );
}

import { buttonClassName } from '@petcora/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { Link, useLocation } from 'react-router-dom';
import { rememberRedirectAfterLogin } from '@petcora/session/redirect-after-login';
import { SIGN_IN_REASONS, useSignInPrompt } from './sign-in-prompt-store';

/** 'Sign in required' with the action's reason and a way to sign in that comes back to this page. Mount once per page. */
export function SignInRequiredDialog() {
  const action = useSignInPrompt((state) => state.action);
  const close = useSignInPrompt((state) => state.close);
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Sign in required</DialogTitle>
        <DialogDescription>{action ? SIGN_IN_REASONS[action] : ''}</DialogDescription>
        <div className="social-dialog-actions">
          <Link
            // The sign-in screen goes to `returnTo` after signing in; the stored path covers a visitor who
            // signs in elsewhere first and then comes back to /auth (the shell's protected routes do the same).
            to={`/auth?${new URLSearchParams({ returnTo: here })}`}
            className={buttonClassName('primary')}
            onClick={() => {
              rememberRedirectAfterLogin(here);
              close();
            }}
          >
            Sign in
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}

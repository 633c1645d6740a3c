import { buttonClassName } from '@petcora/ui/button';
import { Link, useLocation } from 'react-router-dom';
import { rememberRedirectAfterLogin } from '@petcora/session/redirect-after-login';

/** 'Sign in' and 'Sign up' to /auth (spec), coming back to this page afterwards. */
export function SignInLinks({ signUp = true }: { signUp?: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const to = `/auth?${new URLSearchParams({ returnTo: here })}`;
  const remember = () => rememberRedirectAfterLogin(here);
  return (
    <div className="social-sign-in-links">
      <Link to={to} className={buttonClassName('primary', 'sm')} onClick={remember}>
        Sign in
      </Link>
      {signUp && (
        <Link to={to} className={buttonClassName('secondary', 'sm')} onClick={remember}>
          Sign up
        </Link>
      )}
    </div>
  );
}

/** A feed a visitor cannot read: what signing in gives, and the links. */
export function SignInToSee({ text, signUp = true }: { text: string; signUp?: boolean }) {
  return (
    <div className="pc-card social-feed__message social-feed__sign-in">
      <p>{text}</p>
      <SignInLinks signUp={signUp} />
    </div>
  );
}

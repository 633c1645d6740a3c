import { useSession } from '@petcora/session';
import { serverMessageOf } from '@petcora/api-client';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { ACCOUNT_RECOVERY_MESSAGES, MAIL_TOKEN_PATTERN } from '@petcora/validation/account-recovery';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '../api/verify-email';

/** /verify-email?token=…: confirms the address on arrival (once), then offers the way on. */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = MAIL_TOKEN_PATTERN.test(token);
  const verify = useVerifyEmail();
  const signedIn = useSession((state) => state.user !== null);
  const sent = useRef(false);

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    verify.mutate(token, { onSuccess: () => void useSession.getState().refresh() });
  }, [token, wellFormed, verify]);

  const next = signedIn
    ? { to: '/dashboard', label: 'Go to my dashboard' }
    : { to: '/auth', label: 'Sign In' };
  let body;
  if (!wellFormed || verify.isError) {
    body = (
      <p role="alert">
        {(verify.isError && serverMessageOf(verify.error)) ||
          ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid}
      </p>
    );
  } else if (verify.isSuccess) {
    body = <p role="status">{verify.data.message}</p>;
  } else {
    return <PageSpinner />;
  }
  return (
    <div className="pc-container pc-page account-recovery">
      <Card>
        <h1>Confirm your e-mail address</h1>
        {body}
        <Link to={next.to} className={buttonClassName('primary')}>
          {next.label}
        </Link>
      </Card>
    </div>
  );
}

import { Button } from '@petcora/ui/button';
import { toast } from '@petcora/ui/toast';
import { PendingText } from '../../../components/pending-text';
import { toastFailure } from '../../../lib/toast-failure';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown to a member whose address is not confirmed yet; the site works as usual meanwhile. The address itself is
 * shown once on the page, in the Account tab, so the banner does not repeat it.
 */
export function VerifyEmailBanner() {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast({ title: 'Confirmation sent', description: answer.message, variant: 'success' }),
      onError: toastFailure('Could not send the link', 'Please try again in a moment.'),
    });
  return (
    <section className="verify-email-banner" aria-label="E-mail confirmation">
      <p>
        <strong>Please confirm your e-mail address</strong>
        <span className="pc-muted"> Open the link we mailed you to confirm it.</span>
      </p>
      <Button variant="secondary" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? <PendingText>Sending...</PendingText> : 'Resend'}
      </Button>
    </section>
  );
}

import { Button } from '@petcora/ui/button';
import { PendingText } from './pending-text';

interface Props {
  /** The button's words at rest ('Sign In'). */
  label: string;
  /** While the request runs ('Signing In...'). */
  pendingLabel: string;
  pending: boolean;
  /** After success, until the next page opens: the button stays disabled, with `finishingLabel` if given. */
  finishing?: boolean;
  finishingLabel?: string;
}

/** A form's submit button: disabled while its request runs and after success, saying what is happening. */
export function SubmitButton({ label, pendingLabel, pending, finishing = false, finishingLabel }: Props) {
  let text: React.ReactNode = label;
  if (pending) text = <PendingText>{pendingLabel}</PendingText>;
  else if (finishing && finishingLabel) text = <PendingText>{finishingLabel}</PendingText>;
  return (
    <Button type="submit" className="account-submit" disabled={pending || finishing}>
      {text}
    </Button>
  );
}

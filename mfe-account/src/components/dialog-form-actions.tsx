import { Button } from '@petcora/ui/button';
import { DialogClose } from '@petcora/ui/dialog';
import { PendingText } from './pending-text';

/** A dialog form's Cancel (closes it) and submit (disabled, saying `pendingLabel`, while `pending`). */
export function DialogFormActions({
  label,
  pendingLabel,
  pending,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <div className="admin-prompt__actions edit-profile__actions">
      <DialogClose asChild>
        <Button variant="ghost">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? <PendingText>{pendingLabel}</PendingText> : label}
      </Button>
    </div>
  );
}

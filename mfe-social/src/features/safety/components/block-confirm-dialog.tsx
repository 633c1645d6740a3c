import { Button } from '@petcora/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';

interface BlockConfirmDialogProps {
  username: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** 'Block @name?' with what a block does, before it is sent. */
export function BlockConfirmDialog({
  username,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: BlockConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="social-safety-dialog">
        <DialogTitle>Block @{username}?</DialogTitle>
        <DialogDescription>
          Neither of you will see the other&apos;s posts, replies or comments, any follows between you end,
          and they won&apos;t be able to reply to, comment on, like or repet your posts. They are not told.
          You can unblock them from your account settings.
        </DialogDescription>
        <div className="social-safety-dialog__actions">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Blocking…' : 'Block'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

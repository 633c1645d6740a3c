import { Button } from '@petcora/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { useDeletePost } from '../../api/delete-post';

interface DeletePostDialogProps {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** Asks 'Are you sure you want to delete this post?' before deleting (spec). */
export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: DeletePostDialogProps) {
  const deletion = useDeletePost({ onDeleted });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete post</DialogTitle>
        <DialogDescription>Are you sure you want to delete this post?</DialogDescription>
        <div className="social-dialog-actions">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={deletion.isPending}
            onClick={() => deletion.mutate(postId, { onSettled: () => onOpenChange(false) })}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

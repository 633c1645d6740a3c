import { Button } from '@petcora/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { PostComposerForm } from './post-composer-form';
import './composer.css';

interface CreatePostDialogProps {
  /** Adds to this thread instead of starting a new post. */
  threadId?: string;
  label?: string;
}

/** The 'Create Post' button and its modal; visitors get the sign-in prompt instead (spec section 5). */
export function CreatePostDialog({ threadId, label = 'Create Post' }: CreatePostDialogProps) {
  const [open, setOpen] = useState(false);
  const requireSignIn = useRequireSignIn();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => requireSignIn('post') && setOpen(true)}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <DialogContent className="social-composer-dialog">
        <DialogTitle>{threadId ? 'Add to thread' : 'Create Post'}</DialogTitle>
        <DialogDescription>Share a moment with the Pet Cora community.</DialogDescription>
        <PostComposerForm threadId={threadId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

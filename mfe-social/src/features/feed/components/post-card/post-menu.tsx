import type { FeedPost } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { DropdownMenu, type DropdownMenuItem } from '@petcora/ui/dropdown-menu';
import { toast } from '@petcora/ui/toast';
import { Flag, Link2, MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { ReportDialog } from '../../../../components/report-dialog';
import { DeletePostDialog } from './delete-post-dialog';

/** The address 'Copy link' copies: the one-post page. */
export function postLink(postId: string): string {
  return `${window.location.origin}/post/${encodeURIComponent(postId)}`;
}

async function copyLink(postId: string) {
  const link = postLink(postId);
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied', description: 'Post link copied to clipboard', variant: 'success' });
  } catch {
    // No clipboard access (permission or an insecure page): show the link so it can be copied by hand.
    toast({ title: 'Could not copy link', description: link, variant: 'destructive' });
  }
}

/**
 * 'Copy link' for everyone; 'Delete post' for the post's own author only (spec section 6); 'Report post' for
 * everyone else (visitors are asked to sign in first).
 */
export function PostMenu({ post, onDeleted }: { post: FeedPost; onDeleted?: () => void }) {
  const me = useSession((state) => state.user);
  const requireSignIn = useRequireSignIn();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const isAuthor = Boolean(me && (me.id === post.userId || me.username === post.username));
  const isSample = post.id.startsWith('sample-');
  const items: DropdownMenuItem[] = [
    { label: 'Copy link', icon: <Link2 aria-hidden="true" />, onSelect: () => void copyLink(post.id) },
  ];
  if (!isAuthor && !isSample) {
    items.push({
      label: 'Report post',
      icon: <Flag aria-hidden="true" />,
      onSelect: () => requireSignIn('report') && setReporting(true),
    });
  }
  if (isAuthor) {
    items.push({
      label: 'Delete post',
      icon: <Trash2 aria-hidden="true" />,
      destructive: true,
      onSelect: () => setConfirming(true),
    });
  }
  return (
    <>
      <DropdownMenu label="Post options" trigger={<MoreHorizontal aria-hidden="true" />} items={items} />
      {isAuthor && (
        <DeletePostDialog
          postId={post.id}
          open={confirming}
          onOpenChange={setConfirming}
          onDeleted={onDeleted}
        />
      )}
      {!isAuthor && (
        <ReportDialog
          target={{ type: 'post', id: post.id }}
          subject="post"
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
    </>
  );
}

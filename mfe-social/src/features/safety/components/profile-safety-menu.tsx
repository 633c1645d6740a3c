import type { PublicProfile } from '@petcora/contracts';
import { DropdownMenu, type DropdownMenuItem } from '@petcora/ui/dropdown-menu';
import { Ban, Flag, MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from '../../../components/report-dialog';
import { useSetBlock } from '../api/set-block';
import { useSetMute } from '../api/set-mute';
import { BlockConfirmDialog } from './block-confirm-dialog';
import './safety.css';

/**
 * The secondary button beside Follow on another member's profile: Report, Block (Unblock when blocked) and Mute
 * (Unmute when muted). Blocking asks first; the rest act at once. Never on one's own profile.
 */
export function ProfileSafetyMenu({ profile }: { profile: PublicProfile }) {
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const block = useSetBlock();
  const mute = useSetMute();
  if (profile.isOwnProfile) return null;

  const { username } = profile;
  const isBlocked = Boolean(profile.isBlocked);
  const isMuted = Boolean(profile.isMuted);
  const items: DropdownMenuItem[] = [
    { label: 'Report', icon: <Flag aria-hidden="true" />, onSelect: () => setReporting(true) },
    isBlocked
      ? {
          label: 'Unblock',
          icon: <Ban aria-hidden="true" />,
          onSelect: () => block.mutate({ username, block: false }),
        }
      : {
          label: 'Block',
          icon: <Ban aria-hidden="true" />,
          destructive: true,
          onSelect: () => setConfirmingBlock(true),
        },
    isMuted
      ? {
          label: 'Unmute',
          icon: <Volume2 aria-hidden="true" />,
          onSelect: () => mute.mutate({ username, mute: false }),
        }
      : {
          label: 'Mute',
          icon: <VolumeX aria-hidden="true" />,
          onSelect: () => mute.mutate({ username, mute: true }),
        },
  ];

  return (
    <>
      <DropdownMenu
        label={`More options for @${username}`}
        className="social-safety-menu"
        trigger={<MoreHorizontal aria-hidden="true" />}
        items={items}
      />
      <ReportDialog
        target={{ type: 'user', id: profile.id }}
        subject={`@${username}`}
        open={reporting}
        onOpenChange={setReporting}
      />
      <BlockConfirmDialog
        username={username}
        open={confirmingBlock}
        pending={block.isPending}
        onOpenChange={setConfirmingBlock}
        onConfirm={() =>
          block.mutate({ username, block: true }, { onSettled: () => setConfirmingBlock(false) })
        }
      />
    </>
  );
}

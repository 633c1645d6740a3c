import type { NotificationKind } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { SettingSwitch } from '../../../components/setting-switch';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const KINDS: { kind: NotificationKind; label: string; hint: string }[] = [
  { kind: 'like', label: 'Likes', hint: 'Someone likes your post.' },
  { kind: 'repet', label: 'Repets', hint: 'Someone repets your post.' },
  { kind: 'comment', label: 'Comments', hint: 'Someone comments on your post.' },
  { kind: 'reply', label: 'Replies', hint: 'Someone replies to your post or in your thread.' },
  { kind: 'follow', label: 'New followers', hint: 'Someone starts following you.' },
  { kind: 'mention', label: 'Mentions', hint: 'Someone mentions you with @.' },
  { kind: 'message', label: 'Messages', hint: 'Someone sends you a message.' },
];

function PreferenceSwitch({
  kind,
  label,
  hint,
  on,
}: {
  kind: NotificationKind;
  label: string;
  hint: string;
  on: boolean;
}) {
  const save = useSaveNotificationPreferences();
  return (
    <SettingSwitch
      label={label}
      hint={hint}
      checked={on}
      onChange={(checked) => save.mutate({ [kind]: checked })}
    />
  );
}

/** The account settings' notification switches, one per kind; each saves as it moves. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <h3>Notifications</h3>
      <p className="pc-muted">Choose what you hear about in the bell.</p>
      {preferences.isPending ? (
        <div role="status">
          <span className="pc-visually-hidden">Loading notification settings...</span>
          <Skeleton className="notification-settings__skeleton" />
        </div>
      ) : preferences.isError ? (
        <p role="alert">Could not load your notification settings</p>
      ) : (
        KINDS.map(({ kind, label, hint }) => (
          <PreferenceSwitch
            key={kind}
            kind={kind}
            label={label}
            hint={hint}
            on={preferences.data[kind] !== false}
          />
        ))
      )}
    </Card>
  );
}

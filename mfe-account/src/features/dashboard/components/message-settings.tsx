import { Card } from '@petcora/ui/card';
import { SettingSwitch } from '../../../components/setting-switch';
import { useMessageSettings, useUpdateMessageSettings } from '../api/message-settings';

export const FOLLOWING_ONLY_LABEL = 'Messages from people I follow only';

/** The member's direct-message setting: a switch that limits who may start a conversation with them. */
export function MessageSettingsCard() {
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();
  const on = settings.data?.messagesFrom === 'following';
  return (
    <Card>
      <h3>Messages</h3>
      <SettingSwitch
        label={FOLLOWING_ONLY_LABEL}
        hint="When on, only members you follow can send you a message."
        checked={on}
        disabled={settings.isPending || settings.isError || update.isPending}
        onChange={(checked) => update.mutate(checked ? 'following' : 'everyone')}
      />
      {settings.isError && (
        <p role="alert" className="pc-muted">
          Could not load your message settings.
        </p>
      )}
    </Card>
  );
}

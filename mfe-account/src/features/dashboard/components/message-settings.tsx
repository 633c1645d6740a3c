import { Card } from '@petcora/ui/card';
import { useId } from 'react';
import { useMessageSettings, useUpdateMessageSettings } from '../api/message-settings';

export const FOLLOWING_ONLY_LABEL = 'Messages from people I follow only';

/** The member's direct-message setting: a switch that limits who may start a conversation with them. */
export function MessageSettingsCard() {
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();
  const hintId = useId();
  const on = settings.data?.messagesFrom === 'following';
  return (
    <Card>
      <h3>Messages</h3>
      <div className="account-setting">
        <div>
          <p className="account-setting__name" id={`${hintId}-label`}>
            {FOLLOWING_ONLY_LABEL}
          </p>
          <p className="pc-muted" id={hintId}>
            When on, only members you follow can send you a message.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${hintId}-label`}
          aria-describedby={hintId}
          className={`account-switch${on ? ' account-switch--on' : ''}`}
          disabled={settings.isPending || settings.isError || update.isPending}
          onClick={() => update.mutate(on ? 'everyone' : 'following')}
        >
          <span className="account-switch__thumb" aria-hidden="true" />
        </button>
      </div>
      {settings.isError && (
        <p role="alert" className="pc-muted">
          Could not load your message settings.
        </p>
      )}
    </Card>
  );
}

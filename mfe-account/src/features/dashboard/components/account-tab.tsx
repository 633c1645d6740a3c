import type { CurrentUser } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { useState } from 'react';
import { useSignOutFlow } from '../hooks/use-sign-out-flow';
import { ChangeEmailDialog } from './change-email-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { MessageSettingsCard } from './message-settings';
import { NotificationSettings } from './notification-settings';
import { RestrictedAccounts } from './restricted-accounts';
import { YourPets } from './your-pets';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="account-row">
      <dt>{label}</dt>
      <dd>{value || 'Not set'}</dd>
    </div>
  );
}

export function AccountTab({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const { signOut, pending } = useSignOutFlow();
  return (
    <div className="account-tab">
      <Card>
        <h3>Account Information</h3>
        <dl className="account-rows">
          <Row label="Username" value={user.username} />
          <Row label="Email" value={user.email} />
          <Row label="Display Name" value={user.displayName} />
          <Row label="First Name" value={user.firstName} />
          <Row label="Last Name" value={user.lastName} />
          <div className="account-row">
            <dt>Password</dt>
            <dd aria-label="Password hidden">••••••••</dd>
          </div>
        </dl>
        <div className="account-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
          <Button variant="secondary" onClick={() => setChangingEmail(true)}>
            Change Email
          </Button>
          <Button variant="destructive" onClick={signOut} disabled={pending}>
            Sign Out
          </Button>
        </div>
        <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
        <ChangeEmailDialog currentEmail={user.email} open={changingEmail} onOpenChange={setChangingEmail} />
      </Card>
      <YourPets />
      <Card>
        <h3>Account Security</h3>
        <div className="account-setting">
          <div>
            <p className="account-setting__name">Two-factor authentication</p>
            <p className="pc-muted">Add an extra layer of security to your account.</p>
          </div>
          <Button variant="secondary" size="sm" disabled>
            Enable
          </Button>
        </div>
        <div className="account-setting">
          <div>
            <p className="account-setting__name">Login sessions</p>
            <p className="pc-muted">See where you are signed in.</p>
          </div>
          <Button variant="secondary" size="sm" disabled>
            View Sessions
          </Button>
        </div>
      </Card>
      <RestrictedAccounts />
      <MessageSettingsCard />
      <NotificationSettings />
      <Card>
        <h3>Communication Preferences</h3>
        <div className="account-setting">
          <p className="account-setting__name">Marketing emails</p>
          <span className="order-status order-status--delivered">Subscribed</span>
        </div>
        <div className="account-setting">
          <p className="account-setting__name">Order updates</p>
          <span className="order-status order-status--delivered">Enabled</span>
        </div>
        <Button variant="secondary" size="sm" disabled>
          Update Preferences
        </Button>
      </Card>
    </div>
  );
}

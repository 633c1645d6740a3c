import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PasswordField } from '@petcora/ui/password-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useUnlockAdmin } from '../api/unlock-admin';

/**
 * The admin password asked on /admin-dashboard when the session is not unlocked (the stats answered 403): the same
 * server check as the hidden overview's prompt, after which the stats are read again.
 */
export function AdminUnlockCard() {
  const [password, setPassword] = useState('');
  const unlock = useUnlockAdmin();
  const queryClient = useQueryClient();

  function submit(event: FormEvent) {
    event.preventDefault();
    unlock.mutate(password, {
      onSuccess: async () => {
        setPassword('');
        await queryClient.invalidateQueries({ queryKey: ['/api/admin/stats'] });
      },
      onError: () => window.alert('Invalid admin password'),
    });
  }

  return (
    <Card>
      <h2>Admin Access</h2>
      <p className="pc-muted">Enter the admin password to open the overview.</p>
      <form onSubmit={submit}>
        <PasswordField
          label="Admin password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={unlock.isPending || password.length === 0}>
          Login
        </Button>
      </form>
    </Card>
  );
}

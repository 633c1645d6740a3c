import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useUnlockAdmin } from '../api/unlock-admin';
import { AdminPasswordField } from './admin-password-field';

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
        <AdminPasswordField value={password} onChange={setPassword} />
        <Button type="submit" disabled={unlock.isPending || password.length === 0}>
          Login
        </Button>
      </form>
    </Card>
  );
}

import { useSession } from '@petcora/session';
import { Button } from '@petcora/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminStats } from '../api/get-admin-stats';
import { useLockAdmin } from '../api/lock-admin';
import { useUnlockAdmin } from '../api/unlock-admin';
import { useClickStreak } from '../hooks/use-click-streak';
import { AdminStatsCards } from './admin-stats-cards';
import { AdminPasswordField } from './admin-password-field';

type OverlayState = 'closed' | 'prompt' | 'dashboard';

/**
 * The 'Welcome' title of the community page. Five quick clicks open the admin password prompt; the server
 * checks the password and elevates the session, then the 'Admin Dashboard' overlay shows the live stats.
 */
export function HiddenAdminEntry({ className }: { className?: string }) {
  const [state, setState] = useState<OverlayState>('closed');
  const [password, setPassword] = useState('');
  const unlock = useUnlockAdmin();
  const lock = useLockAdmin();
  const queryClient = useQueryClient();
  const stats = useAdminStats(state === 'dashboard');
  const onTitleClick = useClickStreak(() => setState('prompt'));

  function close() {
    setPassword('');
    setState('closed');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    unlock.mutate(password, {
      onSuccess: async () => {
        setState('dashboard');
        await useSession.getState().refresh();
      },
      onError: () => window.alert('Invalid admin password'),
    });
  }

  function logout() {
    lock.mutate(undefined, {
      onSettled: async () => {
        queryClient.removeQueries({ queryKey: ['/api/admin/stats'] });
        await useSession.getState().refresh();
      },
    });
    close();
  }

  return (
    <>
      <h2 className={className} onClick={onTitleClick}>
        Welcome
      </h2>
      <Dialog open={state === 'prompt'} onOpenChange={(open) => !open && close()}>
        <DialogContent aria-describedby="admin-prompt-text">
          <DialogTitle>Admin Access</DialogTitle>
          <DialogDescription id="admin-prompt-text">
            Enter the admin password to open the overview.
          </DialogDescription>
          <form onSubmit={submit}>
            <AdminPasswordField value={password} onChange={setPassword} autoFocus />
            <div className="admin-prompt__actions">
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={unlock.isPending || password.length === 0}>
                Login
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={state === 'dashboard'} onOpenChange={(open) => !open && logout()}>
        <DialogContent className="admin-overlay" aria-describedby={undefined}>
          <div className="admin-overlay__header">
            <DialogTitle>Admin Dashboard</DialogTitle>
            <Button variant="secondary" onClick={logout}>
              Logout
            </Button>
          </div>
          <AdminStatsCards stats={stats.data} loading={stats.isPending} />
        </DialogContent>
      </Dialog>
    </>
  );
}

import { ApiError } from '@petcora/api-client';
import { ADMIN_ELEVATION_REQUIRED } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { useAdminStats } from '../features/admin/api/get-admin-stats';
import { AdminStatsCards } from '../features/admin/components/admin-stats-cards';
import { AdminUnlockCard } from '../features/admin/components/admin-unlock-card';

function AccessRequired() {
  return (
    <div className="pc-container pc-page">
      <Card role="alert">
        <h1>Admin access required</h1>
        <p className="pc-muted">This page is only for Pet Cora administrators.</p>
      </Card>
    </div>
  );
}

/**
 * /admin-dashboard: the overview cards for admins whose session is unlocked with the admin password (asked here when
 * the stats answer that it is not); the server's 403 is the real gate, the role check saves a call.
 */
export default function AdminDashboardPage() {
  const { status, user } = useSession();
  const isAdmin = user?.role === 'admin';
  const stats = useAdminStats(isAdmin);
  if (status === 'loading') return <PageSpinner />;
  const locked =
    isAdmin &&
    stats.error instanceof ApiError &&
    stats.error.status === 403 &&
    stats.error.serverMessage === ADMIN_ELEVATION_REQUIRED;
  if (locked)
    return (
      <div className="pc-container pc-page">
        <h1>Admin Dashboard</h1>
        <AdminUnlockCard />
      </div>
    );
  if (
    !isAdmin ||
    (stats.error instanceof ApiError && (stats.error.status === 403 || stats.error.status === 401))
  )
    return <AccessRequired />;
  return (
    <div className="pc-container pc-page">
      <h1>Admin Dashboard</h1>
      {stats.isError ? (
        <p role="alert" className="pc-field__error">
          {stats.error.message}
        </p>
      ) : null}
      <AdminStatsCards stats={stats.data} loading={stats.isPending} />
    </div>
  );
}

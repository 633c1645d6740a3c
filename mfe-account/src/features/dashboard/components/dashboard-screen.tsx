import type { CurrentUser } from '@petcora/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { AccountTab } from './account-tab';
import { OrdersTab } from './orders-tab';
import { ProfileCard } from './profile-card';
import { VerifyEmailBanner } from './verify-email-banner';
import '../../../lib/account-forms.css';
import './dashboard.css';

/** /dashboard: the profile card over the Orders and Account tabs (the spec's two variants in one). */
export function DashboardScreen({ user }: { user: CurrentUser }) {
  return (
    <div className="pc-container pc-page dashboard">
      <h1>My Dashboard</h1>
      {user.emailVerified === false ? <VerifyEmailBanner /> : null}
      <ProfileCard user={user} />
      <Tabs defaultValue="orders">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

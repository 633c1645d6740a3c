import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { useState } from 'react';
import type { NotificationTab } from '../api/get-notifications';
import { NotificationList } from './notification-list';
import './notifications.css';

const TABS: { value: NotificationTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'mentions', label: 'Mentions' },
];

/** The All and Mentions tabs of /notifications. */
export function NotificationsTabs() {
  const [tab, setTab] = useState<NotificationTab>('all');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as NotificationTab)}>
      <TabsList aria-label="Which notifications">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          <NotificationList tab={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

import { Toaster } from '@petcora/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BottomTabBar } from './bottom-tab-bar';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  return (
    <div className="shell-frame">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomTabBar />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

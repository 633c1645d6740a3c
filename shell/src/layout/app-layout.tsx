import { Toaster } from '@petcora/ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { startAnalyticsCookies } from '../features/consent/analytics-cookies';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { CookieSettingsDialog } from '../features/consent/components/cookie-settings-dialog';
import { PetHavenSplash } from '../features/splash/components/pet-haven-splash';
import { BottomTabBar } from './bottom-tab-bar';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  useEffect(() => startAnalyticsCookies(), []);
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
      <CookieBanner />
      <CookieSettingsDialog />
      <PetHavenSplash />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

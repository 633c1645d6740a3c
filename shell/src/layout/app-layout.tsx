import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { startAnalyticsCookies } from '../features/consent/analytics-cookies';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { PetHavenSplash } from '../features/splash/components/pet-haven-splash';
import { BottomTabBar } from './bottom-tab-bar';
import { CookieSettingsOnDemand, ToasterOnDemand } from './on-demand-overlays';
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
      <CookieSettingsOnDemand />
      <PetHavenSplash />
      <ToasterOnDemand />
      <ScrollRestoration />
    </div>
  );
}

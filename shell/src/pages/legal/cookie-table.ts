/** The named cookies of the cookie policy (spec §2 /cookies), in the order the spec lists them. */
export interface CookieRow {
  name: string;
  purpose: string;
  type: 'Essential' | 'Performance' | 'Functionality';
  duration: string;
}

export const COOKIE_TABLE: CookieRow[] = [
  {
    name: 'petcora.sid',
    purpose: 'Session: keeps you signed in and protects your account.',
    type: 'Essential',
    duration: 'Session',
  },
  {
    name: 'petcora_consent',
    purpose: 'Preferences: remembers your cookie choices.',
    type: 'Essential',
    duration: '1 year',
  },
  {
    name: 'petcora_analytics_id',
    purpose: 'Analytics: an anonymous visitor identifier, to count returning visitors.',
    type: 'Performance',
    duration: '2 years',
  },
  {
    name: 'petcora_analytics_session',
    purpose: 'Analytics: groups the pages of one visit.',
    type: 'Performance',
    duration: '24 hours',
  },
  {
    name: 'petcora_cart',
    purpose: 'Cart: keeps the items in your shopping cart.',
    type: 'Essential',
    duration: '30 days',
  },
  {
    name: 'petcora_theme',
    purpose: 'Theme: remembers your display preferences.',
    type: 'Functionality',
    duration: '1 year',
  },
];

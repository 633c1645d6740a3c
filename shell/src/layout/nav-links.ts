/** Destinations shared by the top navigation, its small-screen menu and the footer. */
export interface NavItem {
  to: string;
  label: string;
}

export const mainLinks: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/store', label: 'Store' },
];

export const legalLinks: NavItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

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

/** Shown to admins only, beside the main links: the operators' pages (each checks the role itself too). */
export const adminLinks: NavItem[] = [
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/square', label: 'Catalogue' },
];

export const legalLinks: NavItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

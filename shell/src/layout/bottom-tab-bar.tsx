import { Home, ShoppingBag, Sparkles } from 'lucide-react';
import { NavLink } from 'react-router-dom';

const tabs = [
  { to: '/', label: 'Home', Icon: Home },
  { to: '/pet-haven', label: 'Pet Haven', Icon: Sparkles },
  { to: '/store', label: 'Store', Icon: ShoppingBag },
];

/** Small screens only (CSS): the spec's three destinations. NavLink marks the active one with aria-current="page". */
export function BottomTabBar() {
  return (
    <nav className="shell-tabbar" aria-label="Quick links">
      {tabs.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} className="shell-tabbar__item">
          <Icon aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

import { Home, ShoppingBag, Sparkles } from 'lucide-react';
import { NavLink } from 'react-router-dom';

/** Small screens only (CSS): the three destinations of the spec. */
export function BottomTabBar() {
  return (
    <nav className="shell-tabbar" aria-label="Quick links">
      <NavLink to="/" end className="shell-tabbar__item">
        <Home aria-hidden="true" />
        Home
      </NavLink>
      <NavLink to="/pet-haven" className="shell-tabbar__item">
        <Sparkles aria-hidden="true" />
        Pet Haven
      </NavLink>
      <NavLink to="/store" className="shell-tabbar__item">
        <ShoppingBag aria-hidden="true" />
        Store
      </NavLink>
    </nav>
  );
}

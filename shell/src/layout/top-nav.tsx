import { serverMessageOf } from '@petcora/api-client';
import { useSession } from '@petcora/session';
import { Button, buttonClassName, toast } from '@petcora/ui';
import { Menu, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/store', label: 'Store' },
  { to: '/community', label: 'Community' },
];

const legalLinks = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
];

export function TopNav() {
  const { status, user, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'authenticated' && user !== null;

  useEffect(() => setMenuOpen(false), [location.pathname]);

  async function handleSignOut() {
    try {
      await signOut();
      toast({ title: 'Signed out', description: "You've been signed out successfully." });
      navigate('/');
    } catch (error) {
      toast({ title: 'Sign out failed', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <header className="shell-nav">
      <nav className="shell-nav__bar pc-container" aria-label="Main">
        <Link to={signedIn ? '/dashboard' : '/'} className="shell-nav__logo">
          Pet Cora
        </Link>
        <Link to="/pet-haven" className={buttonClassName('secondary', 'sm', 'shell-nav__haven')}>
          <Sparkles aria-hidden="true" />
          Pet Haven
        </Link>
        <ul className="shell-nav__links">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="shell-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="shell-nav__account">
          {signedIn ? (
            <>
              <Link to="/dashboard" className="shell-nav__user">
                {user.displayName || user.username}
              </Link>
              <Button variant="ghost" size="sm" onClick={handleSignOut}>
                Sign out
              </Button>
            </>
          ) : (
            status === 'anonymous' && (
              <Link to="/auth" className={buttonClassName('primary', 'sm')}>
                Sign in
              </Link>
            )
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="shell-nav__menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      {menuOpen && (
        <div id="shell-mobile-menu" className="shell-nav__mobile pc-container">
          <ul>
            {[...mainLinks, { to: '/pet-haven', label: 'Pet Haven' }, ...legalLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="shell-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}

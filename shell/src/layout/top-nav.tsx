import { serverMessageOf } from '@petcora/api-client';
import { useSession, type SessionState } from '@petcora/session';
import { Button, buttonClassName } from '@petcora/ui/button';
import { toast } from '@petcora/ui/toast';
import { Menu, MessageCircle, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useStoreAfterHydration } from '../prerender/use-store-after-hydration';
import { NavCart } from './nav-cart';
import { MenuNotifications, NavNotifications } from './nav-notifications';
import { adminLinks, legalLinks, mainLinks, type NavItem } from './nav-links';

const MOBILE_MENU_ID = 'shell-mobile-menu';
const wholeSession = (state: SessionState) => state;

export function TopNav() {
  // The prerendered bar was made with the session still loading; the known session shows once hydrated (in a
  // transition, not as a sync re-render of the whole bar after the hydration).
  const { status, user, signOut } = useStoreAfterHydration(useSession, wholeSession);
  const [menuOpen, setMenuOpen] = useState(false);
  const links = user?.role === 'admin' ? [...mainLinks, ...adminLinks] : mainLinks;
  const menuButton = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'authenticated' && user !== null;

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  async function handleSignOut() {
    try {
      // Leave first, synchronously (not as a transition a fast /api/auth/me could overtake): on a protected page an
      // anonymous session would send the visitor to /auth instead of /.
      await signOut(async () => {
        toast({ title: 'Signed out', description: "You've been signed out successfully." });
        await navigate('/', { flushSync: true });
      });
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
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
          <NavLinkItems links={links} />
        </ul>
        <div className="shell-nav__account">
          {signedIn && (
            <>
              <Link
                to="/messages"
                className={buttonClassName('ghost', 'sm', 'shell-nav__messages')}
                aria-label="Messages"
              >
                <MessageCircle aria-hidden="true" />
              </Link>
              <NavNotifications />
            </>
          )}
          <NavCart />
          {signedIn ? (
            <>
              <Link to="/dashboard" className="shell-nav__user">
                {(user.profileImageUrl || user.profilePicture) && (
                  // Decorative: the name beside it already says whose account this is.
                  <img
                    className="shell-nav__avatar"
                    src={user.profileImageUrl || user.profilePicture || undefined}
                    alt=""
                    width={32}
                    height={32}
                    data-testid="nav-avatar"
                  />
                )}
                <span className="shell-nav__user-name">{user.displayName || user.username}</span>
              </Link>
              <Button variant="ghost" size="sm" className="shell-nav__signout" onClick={handleSignOut}>
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
          ref={menuButton}
          variant="ghost"
          size="sm"
          className="shell-nav__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="pc-visually-hidden">Menu</span>
        </Button>
      </nav>
      <div id={MOBILE_MENU_ID} className="shell-nav__mobile pc-container" hidden={!menuOpen}>
        <nav aria-label="Menu">
          <ul>
            <NavLinkItems links={[...links, { to: '/pet-haven', label: 'Pet Haven' }]} />
          </ul>
          {signedIn && (
            <ul>
              <li>
                <MenuNotifications className="shell-nav__link" />
              </li>
              <li>
                <NavLink to="/messages" className="shell-nav__link">
                  Messages
                </NavLink>
              </li>
            </ul>
          )}
          {signedIn && (
            // On small screens the bar keeps only the avatar; signing out lives in the menu.
            <Button variant="ghost" size="sm" onClick={handleSignOut}>
              Sign out
            </Button>
          )}
          <p className="shell-nav__mobile-heading">Legal</p>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="shell-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The list items of the site's page links ('/' is active on the home page only). */
function NavLinkItems({ links }: { links: NavItem[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} className="shell-nav__link">
        {link.label}
      </NavLink>
    </li>
  ));
}

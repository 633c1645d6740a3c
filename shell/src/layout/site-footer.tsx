import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="pc-container shell-footer__inner">
        <nav aria-label="Site map">
          <ul className="shell-footer__links">
            <li><Link to="/">Home</Link></li>
            <li><Link to="/about">About</Link></li>
            <li><Link to="/store">Store</Link></li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <ul className="shell-footer__links">
            <li><Link to="/privacy">Privacy Policy</Link></li>
            <li><Link to="/terms">Terms of Service</Link></li>
            <li><Link to="/cookies">Cookie Policy</Link></li>
          </ul>
        </nav>
        <p className="pc-muted shell-footer__copy">© {new Date().getFullYear()} Pet Cora. All rights reserved.</p>
      </div>
    </footer>
  );
}

import { openCookieSettings } from '@petcora/ui/consent';
import { Link } from 'react-router-dom';
import { legalLinks, mainLinks } from './nav-links';

export const SUPPORT_EMAILS = [
  { label: 'Community and account help', address: 'support@petcora.example' },
  { label: 'Store and orders', address: 'orders@petcora.example' },
];

const socialLinks = [
  { label: 'Instagram', href: 'https://www.instagram.com/petcora' },
  { label: 'Facebook', href: 'https://www.facebook.com/petcora' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@petcora' },
  { label: 'YouTube', href: 'https://www.youtube.com/@petcora' },
];

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="pc-container shell-footer__grid">
        <div className="shell-footer__brand">
          <p className="shell-footer__logo">Pet Cora</p>
          <p className="pc-muted">The premium social platform for pet lovers.</p>
        </div>
        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className="shell-footer__heading">
            Site map
          </h2>
          <ul className="shell-footer__list">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="shell-footer__heading">
            Legal
          </h2>
          <ul className="shell-footer__list">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="shell-footer__link-button" onClick={openCookieSettings}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="shell-footer__heading">
            Contact
          </h2>
          <ul className="shell-footer__list">
            {SUPPORT_EMAILS.map((email) => (
              <li key={email.address}>
                <span className="pc-muted">{email.label}: </span>
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            ))}
          </ul>
          <address className="shell-footer__address">
            Pet Cora, Inc.
            <br />
            200 Orange Street, Suite 4
            <br />
            New Haven, CT 06510
            <br />
            United States
          </address>
        </section>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className="shell-footer__heading">
            Follow us
          </h2>
          <ul className="shell-footer__list">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="pc-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pc-container pc-muted shell-footer__copy">
        © {new Date().getFullYear()} Pet Cora, Inc. All rights reserved.
      </p>
    </footer>
  );
}

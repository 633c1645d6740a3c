import { openCookieSettings } from '@petcora/ui/consent';
import type { ReactNode } from 'react';
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

/** One footer column: a heading naming its landmark, then its list (and what follows the list). */
function FooterColumn({
  id,
  heading,
  as: Landmark,
  after,
  children,
}: {
  id: string;
  heading: string;
  as: 'nav' | 'section';
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className="shell-footer__heading">
        {heading}
      </h2>
      <ul className="shell-footer__list">{children}</ul>
      {after}
    </Landmark>
  );
}

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="pc-container shell-footer__grid">
        <div className="shell-footer__brand">
          <p className="shell-footer__logo">Pet Cora</p>
          <p className="pc-muted">The premium social platform for pet lovers.</p>
        </div>
        <FooterColumn id="footer-sitemap" heading="Site map" as="nav">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-legal" heading="Legal" as="nav">
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
        </FooterColumn>
        <FooterColumn
          id="footer-contact"
          heading="Contact"
          as="section"
          after={
            <address className="shell-footer__address">
              Pet Cora, Inc.
              <br />
              200 Orange Street, Suite 4
              <br />
              New Haven, CT 06510
              <br />
              United States
            </address>
          }
        >
          {SUPPORT_EMAILS.map((email) => (
            <li key={email.address}>
              <span className="pc-muted">{email.label}: </span>
              <a href={`mailto:${email.address}`}>{email.address}</a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-social" heading="Follow us" as="nav">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
                <span className="pc-visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <p className="pc-container pc-muted shell-footer__copy">
        © {new Date().getFullYear()} Pet Cora, Inc. All rights reserved.
      </p>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { GuidelinesDialog } from './composer/guidelines-dialog';

/** Where members write for help (the shell's footer lists the same address). */
export const HELP_EMAIL = 'support@petcora.example';

/** The sidebar footer: Terms and Privacy (the shell's pages), the Guidelines dialog, Help by email, the copyright. */
export function CommunityFooter() {
  return (
    <footer className="social-side-footer">
      <nav aria-label="Community links">
        <ul className="social-side-footer__links">
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <GuidelinesDialog trigger="link" />
          </li>
          <li>
            <a href={`mailto:${HELP_EMAIL}`}>Help</a>
          </li>
        </ul>
      </nav>
      <p className="pc-muted social-side-footer__copy">
        © {new Date().getFullYear()} Pet Cora, Inc. All rights reserved.
      </p>
    </footer>
  );
}

import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Link } from 'react-router-dom';

/** The spec's unknown-account screen. */
export function ProfileNotFound() {
  return (
    <Card className="social-profile-missing">
      <h1>Profile not found</h1>
      <p className="pc-muted">This account doesn&apos;t exist</p>
      <Link to="/" className={buttonClassName('primary')}>
        Go back home
      </Link>
    </Card>
  );
}

import { Card } from '@petcora/ui/card';
import './safety.css';

/** In place of a blocked member's posts on their profile. */
export function BlockedProfileNotice({ username }: { username: string }) {
  return (
    <Card className="social-blocked-notice" role="status">
      <p className="social-blocked-notice__title">You blocked @{username}</p>
      <p className="pc-muted">Their posts are hidden. Unblock them from the menu to see their posts again.</p>
    </Card>
  );
}

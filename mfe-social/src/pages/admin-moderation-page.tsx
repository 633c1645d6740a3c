import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { Link } from 'react-router-dom';
import { PostCard } from '../features/feed/components/post-card/post-card';
import { SignInLinks } from '../features/feed/components/sign-in-links';
import { ModerationQueue, type RenderModeratedPost } from '../features/moderation';

const renderPost: RenderModeratedPost = (post) => <PostCard post={post} readOnly />;

/**
 * /admin/moderation: the open reports and the moderators' actions. Admins only, as /admin/square: a visitor is asked
 * to sign in (and comes back here), a member sees 'Admins only'; the API refuses both anyway (401/403).
 * See docs/community-safety.md.
 */
export default function AdminModerationPage() {
  const session = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role ?? null);
  return (
    <div className="pc-container pc-page social-moderation">
      <div>
        <h1>Moderation</h1>
        <p className="pc-muted">Open reports from members, grouped by what they report.</p>
      </div>
      {session === 'loading' ? (
        <PageSpinner label="Checking your session" />
      ) : session === 'anonymous' ? (
        <Card>
          <p>Please sign in as an admin to review reports.</p>
          <SignInLinks signUp={false} />
        </Card>
      ) : role !== 'admin' ? (
        <Card role="alert">
          <h2>Admins only</h2>
          <p>This page is for moderators; your account does not have access.</p>
          <Link to="/community" className={buttonClassName('secondary')}>
            Back to the community
          </Link>
        </Card>
      ) : (
        <ModerationQueue renderPost={renderPost} />
      )}
    </div>
  );
}

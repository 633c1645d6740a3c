import { PagePlaceholder } from '@petcora/ui';
import { useLocation, useParams } from 'react-router-dom';

/** /user/:username (+ /following, /followers): community profile (placeholder until its feature lands). */
export default function UserProfilePage() {
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  const section = pathname.endsWith('/following')
    ? 'Following'
    : pathname.endsWith('/followers')
      ? 'Followers'
      : null;
  return (
    <PagePlaceholder title={section ? `@${username} · ${section}` : `@${username}`}>
      <p className="pc-muted">Profiles are coming soon.</p>
    </PagePlaceholder>
  );
}

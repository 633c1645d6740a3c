import { useSession } from '@petcora/session';
import { PagePlaceholder } from '@petcora/ui';
import { useParams } from 'react-router-dom';

/** /profile and /profile/:username (placeholder until its feature lands). */
export default function ProfilePage() {
  const { username } = useParams();
  const me = useSession((state) => state.user);
  const shown = username ?? me?.username;
  return <PagePlaceholder title={shown ? `@${shown}` : 'Profile'} />;
}

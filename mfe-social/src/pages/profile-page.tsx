import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { useParams } from 'react-router-dom';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { ProfileGate, ProfileHeader } from '../features/profiles';
import { ProfileBody } from './profile-body';

/** /profile/:username, and /profile for one's own: the profile with its Posts, Replies, Media and Likes tabs. */
export default function ProfilePage() {
  const { username } = useParams();
  const status = useSession((state) => state.status);
  const me = useSession((state) => state.user);
  const shown = username ?? me?.username;
  if (!shown && status === 'loading') return <PageSpinner />;
  return (
    <div className="pc-container pc-page">
      <ProfileGate key={shown} username={shown ?? ''}>
        {(profile) => (
          <ProfileBody
            profile={profile}
            header={(actions) => <ProfileHeader profile={profile} {...actions} />}
          />
        )}
      </ProfileGate>
      <SignInRequiredDialog />
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { PeopleList, type PeopleKind } from '../features/people';
import { CommunityProfileHeader, ProfileGate } from '../features/profiles';
import { ProfileBody } from './profile-body';

const TITLES: Record<PeopleKind, (name: string) => string> = {
  following: (name) => `${name} is following`,
  followers: (name) => `${name}'s followers`,
};

/** /user/:username/following and /followers: the people, each with a Follow button, and a way back to the profile. */
function PeopleScreen({ username, kind }: { username: string; kind: PeopleKind }) {
  return (
    <ProfileGate username={username}>
      {(profile) => {
        const name = profile.displayName || profile.username;
        return (
          <div className="social-people-screen">
            <Link to={`/user/${encodeURIComponent(profile.username)}`} className="social-profile__back-link">
              <ArrowLeft aria-hidden="true" /> Back to @{profile.username}
            </Link>
            <h1>{TITLES[kind](name)}</h1>
            <nav aria-label="Follow lists" className="social-people-screen__tabs">
              <Link
                to={`/user/${encodeURIComponent(profile.username)}/following`}
                aria-current={kind === 'following' ? 'page' : undefined}
              >
                Following
              </Link>
              <Link
                to={`/user/${encodeURIComponent(profile.username)}/followers`}
                aria-current={kind === 'followers' ? 'page' : undefined}
              >
                Followers
              </Link>
            </nav>
            <PeopleList username={profile.username} kind={kind} />
          </div>
        );
      }}
    </ProfileGate>
  );
}

/** /user/:username: the community profile (banner, uploads for the owner, Follow for others) with the member's posts. */
export default function UserProfilePage() {
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  const kind: PeopleKind | null = pathname.endsWith('/following')
    ? 'following'
    : pathname.endsWith('/followers')
      ? 'followers'
      : null;
  return (
    <div className="pc-container pc-page">
      {kind ? (
        <PeopleScreen key={`${username}/${kind}`} username={username} kind={kind} />
      ) : (
        <ProfileGate key={username} username={username}>
          {(profile) => (
            <ProfileBody
              profile={profile}
              header={(actions) => <CommunityProfileHeader profile={profile} {...actions} />}
            />
          )}
        </ProfileGate>
      )}
      <SignInRequiredDialog />
    </div>
  );
}

import { ApiError } from '@petcora/api-client';
import type { PublicProfile } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import type { ReactNode } from 'react';
import { useProfile } from '../api/get-profile';
import { ProfileNotFound } from './profile-not-found/profile-not-found';
import './profiles.css';

/** Loads a profile and shows its loading, unknown-account and error states; renders the profile once it is there. */
export function ProfileGate({
  username,
  children,
}: {
  username: string;
  children: (profile: PublicProfile) => ReactNode;
}) {
  const profile = useProfile(username);
  if (!username) return <ProfileNotFound />;
  if (profile.isPending) {
    return (
      <div role="status" className="social-profile-loading">
        <span className="pc-visually-hidden">Loading profile...</span>
        <Skeleton className="social-profile-loading__banner" />
        <Skeleton className="social-profile-loading__line" />
        <Skeleton className="social-profile-loading__line social-profile-loading__line--short" />
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <Card role="alert">
        <h1>Error loading profile</h1>
        <p className="pc-muted">Failed to fetch user profile</p>
      </Card>
    );
  }
  return <>{children(profile.data)}</>;
}

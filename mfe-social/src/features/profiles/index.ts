/** The profiles feature: a member's public profile, its tabs and the owner's photo uploads. Pages import from here. */
export { ProfileGate } from './components/profile-gate';
export { ProfileHeader } from './components/profile-header/profile-header';
export { CommunityProfileHeader } from './components/community-profile/community-profile-header';
export { ProfileTabs, type RenderPost } from './components/profile-tabs/profile-tabs';
export { ProfileNotFound } from './components/profile-not-found/profile-not-found';
export { BackButton } from './components/profile-header/back-button';
export { useProfile, profileQueryOptions } from './api/get-profile';

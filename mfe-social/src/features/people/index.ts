/** The people feature: follows, suggestions and people lists. Pages import from here. */
export { FollowButton, type FollowButtonProps } from './components/follow-button/follow-button';
export { SuggestedAccounts } from './components/suggested-accounts/suggested-accounts';
export { PeopleList } from './components/people-list/people-list';
export { PersonAvatar } from './components/person/person-avatar';
export { useFollow, setFollow, FOLLOW_FAILED } from './api/follow-user';
export type { PeopleKind } from './api/get-people';

/** The safety feature: block and mute a member, and the profile's menu that reports, blocks and mutes. */
export { ProfileSafetyMenu } from './components/profile-safety-menu';
export { BlockedProfileNotice } from './components/blocked-profile-notice';
export { useSetBlock, setBlock, BLOCK_FAILED } from './api/set-block';
export { useSetMute, setMute, MUTE_FAILED } from './api/set-mute';

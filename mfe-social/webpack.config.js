const { createRemoteConfig, remoteUiPartsGroup } = require('@petcora/webpack-config');

/**
 * The UI parts this remote provides itself (the shell provides button, card, spinner, toast, consent, dialog and the
 * toaster) that its first page loads together, as one chunk instead of eight (ADR 0045): /community's
 * tabs, skeletons, badges, the composer's text fields and the feed's responsive images, with Radix's Tabs and its
 * internals.
 */
const chunkGroups = {
  'ui-parts': remoteUiPartsGroup(
    /feedback[\\/]/,
    /field[\\/]text(-area)?-field\.tsx$/,
    /responsive-image[\\/]/,
  ),
};

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'social',
  chunkGroups,
  port: 4201,
  exposes: {
    './CommunityPage': './src/pages/community-page.tsx',
    './TimelinePage': './src/pages/timeline-page.tsx',
    './BlogPage': './src/pages/blog-page.tsx',
    './ExplorePage': './src/pages/explore-page.tsx',
    './UserProfilePage': './src/pages/user-profile-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './PostPage': './src/pages/post-page.tsx',
    './PetPage': './src/pages/pet-page.tsx',
    './AdminModerationPage': './src/pages/admin-moderation-page.tsx',
    './MessagesPage': './src/pages/messages-page.tsx',
    './MessageThreadPage': './src/pages/message-thread-page.tsx',
    './NotificationsPage': './src/pages/notifications-page.tsx',
    './NotificationBell': './src/widgets/notification-bell.tsx',
    './NotificationsMenuLink': './src/widgets/notifications-menu-link.tsx',
  },
});

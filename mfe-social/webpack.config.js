const { createRemoteConfig } = require('@petcora/webpack-config');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'social',
  port: 4201,
  exposes: {
    './CommunityPage': './src/pages/community-page.tsx',
    './TimelinePage': './src/pages/timeline-page.tsx',
    './BlogPage': './src/pages/blog-page.tsx',
    './ExplorePage': './src/pages/explore-page.tsx',
    './UserProfilePage': './src/pages/user-profile-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './PostPage': './src/pages/post-page.tsx',
  },
});

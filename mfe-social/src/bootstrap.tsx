import '@petcora/ui/styles.css';
import AdminModerationPage from './pages/admin-moderation-page';
import BlogPage from './pages/blog-page';
import CommunityPage from './pages/community-page';
import ExplorePage from './pages/explore-page';
import PetPage from './pages/pet-page';
import PostPage from './pages/post-page';
import ProfilePage from './pages/profile-page';
import TimelinePage from './pages/timeline-page';
import UserProfilePage from './pages/user-profile-page';
import MessagesPage from './pages/messages-page';
import MessageThreadPage from './pages/message-thread-page';
import { mountStandalone } from '@petcora/remote-harness';

mountStandalone([
  { path: '/community', element: <CommunityPage /> },
  { path: '/timeline', element: <TimelinePage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/explore', element: <ExplorePage /> },
  { path: '/user/:username', element: <UserProfilePage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/post/:id', element: <PostPage /> },
  { path: '/user/:username/pets/:petId', element: <PetPage /> },
  { path: '/admin/moderation', element: <AdminModerationPage /> },
  { path: '/messages', element: <MessagesPage /> },
  { path: '/messages/:username', element: <MessageThreadPage /> },
]);

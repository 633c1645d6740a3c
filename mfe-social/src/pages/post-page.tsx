import { useParams } from 'react-router-dom';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { PostDetail } from '../features/feed/components/post-detail';

/** /post/:id: one post, the address 'Copy link' gives out. Public, like the post itself. */
export default function PostPage() {
  const { id = '' } = useParams();
  return (
    <div className="pc-container pc-page">
      <PostDetail key={id} postId={id} />
      <SignInRequiredDialog />
    </div>
  );
}

import type { FeedPost } from '@petcora/contracts';
import { useParams } from 'react-router-dom';
import { PostCard } from '../features/feed/components/post-card/post-card';
import { PetDetails, PetPosts, useMemberPet } from '../features/pets';

const renderPost = (post: FeedPost) => <PostCard post={post} />;

/** /user/:username/pets/:petId: one pet's page, and the posts it is tagged in. */
export default function PetPage() {
  const { username = '', petId = '' } = useParams();
  const pet = useMemberPet(username, petId);
  return (
    <div className="pc-container pc-page">
      <PetDetails key={`${username}/${petId}`} username={username} petId={petId} />
      {pet.data && (
        <PetPosts
          key={`${username}/${petId}/posts`}
          username={username}
          petId={petId}
          petName={pet.data.name}
          renderPost={renderPost}
        />
      )}
    </div>
  );
}

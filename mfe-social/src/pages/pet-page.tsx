import { useParams } from 'react-router-dom';
import { PetDetails } from '../features/pets';

/** /user/:username/pets/:petId: one pet's page. */
export default function PetPage() {
  const { username = '', petId = '' } = useParams();
  return (
    <div className="pc-container pc-page">
      <PetDetails key={`${username}/${petId}`} username={username} petId={petId} />
    </div>
  );
}

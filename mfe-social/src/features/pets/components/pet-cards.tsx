import { Link } from 'react-router-dom';
import { useMemberPets } from '../api/get-member-pets';
import { petSummary } from '../lib/pet-format';
import { PetPhoto } from './pet-photo';
import './pets.css';

/**
 * A profile's pets as cards linking to their pages; nothing at all while loading, on an error or for a member without
 * pets (the profile reads the same as before).
 */
export function PetCards({ username }: { username: string }) {
  const pets = useMemberPets(username);
  if (!pets.data || pets.data.pets.length === 0) return null;
  return (
    <section className="social-pets" aria-labelledby="social-pets-heading">
      <h2 id="social-pets-heading" className="social-pets__heading">
        Pets
      </h2>
      <ul className="social-pets__list">
        {pets.data.pets.map((pet) => (
          <li key={pet.id}>
            <Link
              to={`/user/${encodeURIComponent(pet.ownerUsername)}/pets/${encodeURIComponent(pet.id)}`}
              className="social-pet-card"
              aria-label={`${pet.name}, ${petSummary(pet)}`}
            >
              <PetPhoto pet={pet} className="social-pet-card__photo" />
              <span className="social-pet-card__name">{pet.name}</span>
              <span className="social-pet-card__summary pc-muted">{petSummary(pet)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

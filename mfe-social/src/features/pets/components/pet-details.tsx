import { ApiError } from '@petcora/api-client';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMemberPet } from '../api/get-member-pet';
import { ageLabel, speciesLabel } from '../lib/pet-format';
import { PetPhoto } from './pet-photo';
import './pets.css';

/** A pet's page: photo, details and bio, with its loading and not-found states. */
export function PetDetails({ username, petId }: { username: string; petId: string }) {
  const pet = useMemberPet(username, petId);
  const back = (
    <Link to={`/user/${encodeURIComponent(username)}`} className="social-profile__back-link">
      <ArrowLeft aria-hidden="true" /> Back to @{username}
    </Link>
  );
  if (pet.isPending)
    return (
      <div role="status" aria-label="Loading pet" className="social-pet-page">
        <Skeleton className="social-pet-page__photo" />
      </div>
    );
  if (pet.isError) {
    const missing = pet.error instanceof ApiError && pet.error.status === 404;
    return (
      <Card className="social-profile-missing">
        <h1>{missing ? 'Pet not found' : 'Could not load this pet'}</h1>
        <p className="pc-muted">
          {missing ? 'This pet doesn’t exist or has been removed' : 'Please try again in a moment'}
        </p>
        <Link to={`/user/${encodeURIComponent(username)}`} className={buttonClassName('primary')}>
          Back to profile
        </Link>
      </Card>
    );
  }
  const { data } = pet;
  const age = ageLabel(data.ageYears);
  return (
    <article className="social-pet-page">
      {back}
      <PetPhoto pet={data} className="social-pet-page__photo" />
      <h1 className="social-pet-page__name">{data.name}</h1>
      <dl className="social-pet-page__facts">
        <dt>Species</dt>
        <dd>{speciesLabel(data.species)}</dd>
        {data.breed && (
          <>
            <dt>Breed</dt>
            <dd>{data.breed}</dd>
          </>
        )}
        {data.birthday && (
          <>
            <dt>Birthday</dt>
            <dd>
              <time dateTime={data.birthday}>{data.birthday}</time>
            </dd>
          </>
        )}
        {age && (
          <>
            <dt>Age</dt>
            <dd>{age}</dd>
          </>
        )}
        <dt>Owner</dt>
        <dd>
          <Link to={`/user/${encodeURIComponent(data.ownerUsername)}`}>@{data.ownerUsername}</Link>
        </dd>
      </dl>
      {data.bio && <p className="social-pet-page__bio">{data.bio}</p>}
    </article>
  );
}

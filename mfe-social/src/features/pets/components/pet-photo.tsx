import type { Pet } from '@petcora/contracts';
import { PawPrint } from 'lucide-react';

/** The pet's photo, or a paw placeholder when it has none. */
export function PetPhoto({ pet, className }: { pet: Pet; className: string }) {
  return pet.photoUrl ? (
    <img src={pet.photoUrl} alt={pet.name} className={className} loading="lazy" />
  ) : (
    <div className={`${className} social-pet-photo--empty`} role="img" aria-label={pet.name}>
      <PawPrint aria-hidden="true" />
    </div>
  );
}

import type { Pet } from '@petcora/contracts';

/** 'cat' → 'Cat'. */
export function speciesLabel(species: Pet['species']): string {
  return species.charAt(0).toUpperCase() + species.slice(1);
}

/** '3 years', '1 year', 'Under a year'; null when the owner gave neither a birthday nor an age. */
export function ageLabel(ageYears: number | null): string | null {
  if (ageYears === null) return null;
  if (ageYears === 0) return 'Under a year';
  return ageYears === 1 ? '1 year' : `${ageYears} years`;
}

/** Species, breed and age, as one line of a card. */
export function petSummary(pet: Pet): string {
  return [speciesLabel(pet.species), pet.breed, ageLabel(pet.ageYears)].filter(Boolean).join(' · ');
}

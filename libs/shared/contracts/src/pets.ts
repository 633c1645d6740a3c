/**
 * A pet's species: the store's product pet types, lower-cased, plus 'other' for every animal the store has no aisle
 * for. Written out (no call at module level), so bundles that import the contracts can still drop what they don't use;
 * `pet.dto.spec.ts` (validation) fails when the store's pet types change.
 */
export const PET_SPECIES = ['cat', 'dog', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

/** How many pets one member may list. */
export const MAX_PETS_PER_MEMBER = 10;

/** A member's pet, as its card and its page show it. */
export interface Pet {
  id: string;
  ownerId: string;
  ownerUsername: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  /** `YYYY-MM-DD`, or null when the owner gave an age instead (or nothing). */
  birthday: string | null;
  /** Age in whole years: from the birthday when there is one, else the age the owner gave; null when unknown. */
  ageYears: number | null;
  photoUrl: string | null;
  bio: string | null;
  createdAt: string;
}

/** A member's pets, oldest first (the order they were added); at most MAX_PETS_PER_MEMBER. */
export interface PetList {
  pets: Pet[];
}

import { PET_TYPES, SEARCH_TEXT_MAX, type PetType } from '@petcora/contracts';

/** The chips, in the spec's order; `type` is what the address and the search call carry. */
export const PET_CHIPS: readonly { label: string; type: PetType | null }[] = [
  { label: 'All', type: null },
  { label: 'Dogs', type: 'dog' },
  { label: 'Cats', type: 'cat' },
  { label: 'Fish', type: 'fish' },
  { label: 'Birds', type: 'bird' },
];

/** The server refuses longer queries; the box stops there too. */
export const MAX_QUERY_LENGTH = SEARCH_TEXT_MAX;

/** A pet type from the address, or null (All) for anything else. */
export function parsePetType(value: string | null): PetType | null {
  return (PET_TYPES as readonly (string | null)[]).includes(value) ? (value as PetType) : null;
}

/** The search text as sent: trimmed and cut to the server's limit. */
export function normaliseQuery(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

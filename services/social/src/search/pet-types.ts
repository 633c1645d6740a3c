import type { PetType } from '@petcora/contracts';

/**
 * The words that make a post "about" a pet type for the /explore chips (`petType`). A post matches when its text
 * contains one of them: the post's `search_vector` (English configuration) is matched with `to_tsquery('english',
 * 'dog | puppy | …')`, so plurals and other forms match through stemming (dogs, puppies, kittens, parrots…) and
 * `#dog` matches as the word dog. Kept short and unambiguous on purpose; documented in ADR 0021.
 */
export const PET_TYPE_WORDS: Record<PetType, readonly string[]> = {
  dog: [
    'dog',
    'doggy',
    'doggo',
    'puppy',
    'pup',
    'canine',
    'hound',
    'retriever',
    'terrier',
    'poodle',
    'labrador',
  ],
  cat: ['cat', 'kitten', 'kitty', 'feline', 'tabby', 'moggy'],
  fish: ['fish', 'goldfish', 'betta', 'guppy', 'koi', 'aquarium', 'fishtank'],
  bird: ['bird', 'parrot', 'budgie', 'parakeet', 'cockatiel', 'canary', 'finch', 'lovebird', 'macaw'],
};

/** The pet type's words as a to_tsquery text (an OR of plain words from the list above, never user input). */
export function petTypeQuery(petType: PetType): string {
  return PET_TYPE_WORDS[petType].join(' | ');
}

/** The pets feature: a member's pets as cards on their profile, and each pet's page. Pages import from here. */
export { PetCards } from './components/pet-cards';
export { PetDetails } from './components/pet-details';
export { PetPosts } from './components/pet-posts';
export { useMemberPet } from './api/get-member-pet';

/** The search feature: /explore's box, pet-type chips, results and the no-query post list. Pages import from here. */
export { SearchBox, SEARCH_DEBOUNCE_MS } from './components/search-box/search-box';
export { PetTypeChips } from './components/pet-type-chips/pet-type-chips';
export { SearchResultsView } from './components/search-results/search-results';
export { ExplorePosts } from './components/explore-posts/explore-posts';
export { useExploreParams } from './hooks/use-explore-params';
export { PET_CHIPS } from './lib/explore-params';
export { ProductPosts } from './components/product-posts/product-posts';

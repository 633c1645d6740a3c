// The reads the performance targets measure, named once for every bench tool (run.mjs, ceiling.mjs, cpu-per-request.mjs).

/** The feed's first page of 10, as the community page asks for it (a member's identity needed). */
export const FEED_PATH = '/api/posts?page=1&limit=10';

/** The filtered product list: the store page's filters and sort, the API's default page of 100. */
export const PRODUCT_QUERY = {
  category: 'Organic Treats',
  petType: 'Dog',
  sortBy: 'price',
  sortOrder: 'asc',
};
export const PRODUCTS_PATH = `/api/products?${new URLSearchParams(PRODUCT_QUERY).toString().replace(/\+/g, '%20')}`;

/** The gateway's search across posts and products. */
export const SEARCH_PATH = '/api/search/all?q=bath';

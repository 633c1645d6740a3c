import '../search.css';
import { serverMessageOf } from '@petcora/api-client';
import type { FeedPost } from '@petcora/contracts';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { useId, type ReactNode } from 'react';
import { mergeSearchPages, useSearchAll, type SearchParams } from '../../api/search-all';
import { PostsLoading } from '../posts-loading';
import { PersonResult } from './person-result';
import { ProductResult } from './product-result';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="social-results__section">
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** People, Posts and Products for a query (each only when it has results), 'Load more' while the server has more. */
export function SearchResultsView({
  params,
  renderPost,
}: {
  params: SearchParams;
  renderPost: (post: FeedPost) => ReactNode;
}) {
  const search = useSearchAll(params);
  if (search.isPending) return <PostsLoading label="Searching..." />;
  if (search.isError) {
    return (
      <Card role="alert">
        <p>{serverMessageOf(search.error) ?? 'Something went wrong while searching.'}</p>
        <p className="pc-muted">Please try again later.</p>
      </Card>
    );
  }
  const { users, posts, products } = mergeSearchPages(search.data);
  if (users.length + posts.length + products.length === 0) {
    return (
      <div className="social-results__empty" role="status">
        <p className="social-results__empty-title">No results found</p>
        <p className="pc-muted">Try searching for something else</p>
      </div>
    );
  }
  return (
    <div className="social-results">
      {users.length > 0 && (
        <Section title="People">
          <ul className="social-results__people">
            {users.map((person) => (
              <li key={person.id}>
                <PersonResult person={person} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {posts.length > 0 && (
        <Section title="Posts">
          <div className="social-explore__list">
            {posts.map((post) => (
              <div key={post.id}>{renderPost(post)}</div>
            ))}
          </div>
        </Section>
      )}
      {products.length > 0 && (
        <Section title="Products">
          <ul className="social-results__products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductResult product={product} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <LoadMoreButton pages={search} className="social-explore__more" />
    </div>
  );
}

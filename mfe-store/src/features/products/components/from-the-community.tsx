import { Link } from 'react-router-dom';
import { useProductPosts } from '../api/get-product-posts';

/** 'From the community': thumbnails of the latest posts tagging the product, and a link to all of them in explore. */
export function FromTheCommunity({ productId }: { productId: string }) {
  const posts = useProductPosts(productId);
  const shown = posts.data?.posts ?? [];
  return (
    <section aria-labelledby={`community-${productId}`} className="store-community">
      <h3 id={`community-${productId}`} className="store-detail__features-heading">
        From the community
      </h3>
      {posts.isSuccess && shown.length === 0 && <p className="pc-muted">No posts tag this product yet.</p>}
      {shown.length > 0 && (
        <ul className="store-community__posts">
          {shown.map((post) => {
            const image = post.images[0];
            const label = `Post by ${post.user.displayName ?? post.username}: ${post.content}`.slice(0, 140);
            return (
              <li key={post.id}>
                <Link to={`/post/${encodeURIComponent(post.id)}`} aria-label={label}>
                  {image ? (
                    <img
                      src={image.url}
                      alt={image.alt ?? label}
                      width={72}
                      height={72}
                      loading="lazy"
                      className="store-community__thumb"
                    />
                  ) : (
                    <span className="store-community__thumb store-community__thumb--text">
                      {post.content}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={`/explore?product=${encodeURIComponent(productId)}`} className="store-community__all">
        See all posts in explore
      </Link>
    </section>
  );
}

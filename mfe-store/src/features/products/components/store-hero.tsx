import { buttonClassName } from '@petcora/ui/button';
import { Link } from 'react-router-dom';

/** The store's hero banner; Learn More goes to /about. */
export function StoreHero() {
  return (
    <section className="store-hero" aria-labelledby="store-hero-heading">
      <h1 id="store-hero-heading">Natural Pet Store</h1>
      <p className="store-hero__lead">
        Natural grooming and wellness products for the pets you love, made with ingredients you can trust.
      </p>
      <Link to="/about" className={buttonClassName('secondary')}>
        Learn More
      </Link>
    </section>
  );
}

import { buttonClassName, Card } from '@petcora/ui';
import { Link } from 'react-router-dom';

const highlights = [
  { name: 'Natural Dog Shampoo', price: '$24.99', note: 'Gentle oat and aloe formula for everyday coats.' },
  { name: 'Soothing Cat Shampoo', price: '$19.99', note: 'Fragrance-free care for sensitive skin.' },
];

export function HomePage() {
  return (
    <>
      <section className="shell-hero">
        <div className="pc-container shell-hero__inner">
          <p className="shell-hero__eyebrow">Pet-tech for modern pet parents</p>
          <h1 className="shell-hero__title">Smarter care for the pets who make your house a home</h1>
          <p className="shell-hero__lead">
            Natural grooming and wellness products, a warm community of pet lovers, and Pet Haven, the AI-integrated
            3-in-1 storage appliance that keeps every treat fresh.
          </p>
          <div className="shell-hero__actions">
            <Link to="/store" className={buttonClassName('primary', 'lg')}>
              Shop Now
            </Link>
            <Link to="/pet-haven" className={buttonClassName('secondary', 'lg')}>
              Discover
            </Link>
          </div>
        </div>
      </section>
      <section className="pc-container pc-page" aria-labelledby="home-highlights">
        <h2 id="home-highlights">Product highlights</h2>
        <div className="shell-grid">
          {highlights.map((item) => (
            <Card key={item.name}>
              <h3>{item.name}</h3>
              <p className="pc-muted">{item.note}</p>
              <p className="shell-price">{item.price}</p>
            </Card>
          ))}
          <Card>
            <h3>Holistic care</h3>
            <p className="pc-muted">Supplements, treats and skincare made with ingredients you can pronounce.</p>
            <Link to="/store">Browse the store</Link>
          </Card>
          <Card>
            <h3>Pet Haven</h3>
            <p className="pc-muted">Dry, refrigerated and miscellaneous compartments with pet-tech sensors.</p>
            <Link to="/pet-haven">Meet Pet Haven</Link>
          </Card>
        </div>
      </section>
    </>
  );
}

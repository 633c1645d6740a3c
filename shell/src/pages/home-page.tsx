import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Link } from 'react-router-dom';
import { formatUsd } from '@petcora/validation/money';

const ART = '/assets/demo';

/** The 2x2 grid: drawn at 800x600, shown at most ~290 px wide, so the SVGs scale down crisply. */
const gridPhotos = [
  { src: `${ART}/home-1.svg`, alt: 'A happy tan dog sitting on green grass in a garden under a warm sun' },
  {
    src: `${ART}/home-2.svg`,
    alt: 'A cat sitting on a windowsill beside a potted plant, looking into the room',
  },
  {
    src: `${ART}/home-3.svg`,
    alt: 'A dog being washed in a pet bath, wrapped in bubbles, with a shampoo bottle nearby',
  },
  {
    src: `${ART}/home-4.svg`,
    alt: 'The Pet Haven storage appliance with a glass food hopper and a bowl at its base, a cat nearby',
  },
];

/** Featured products; prices in cents like everywhere else, shown through the one formatter. */
const highlights = [
  {
    name: 'Natural Dog Shampoo',
    priceCents: 2499,
    note: 'A gentle oat and aloe formula that cleans everyday coats without stripping natural oils.',
    src: `${ART}/product-dog-shampoo.svg`,
    alt: 'A forest green pump bottle of natural dog shampoo with a cream label showing a dog',
  },
  {
    name: 'Natural Cat Shampoo',
    priceCents: 1999,
    note: 'Fragrance-free, tear-free care for sensitive skin, for the rare cat who needs a bath.',
    src: `${ART}/product-cat-shampoo.svg`,
    alt: 'A sage green bottle of gentle cat shampoo with a cream label showing a cat',
  },
];

export function HomePage() {
  return (
    <>
      <section className="shell-hero" aria-labelledby="home-title">
        <div className="pc-container shell-hero__layout">
          <div className="shell-hero__copy">
            <p className="shell-hero__eyebrow">Pet-tech for modern pet parents</p>
            <h1 id="home-title" className="shell-hero__title">
              Smart pet-tech and natural care for the pets who make your house a home
            </h1>
            <p className="shell-hero__lead">
              Natural grooming and wellness products, a warm community of pet lovers, and Pet Haven, the
              AI-integrated 3-in-1 storage appliance that keeps every meal fresh.
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
          <ul className="shell-photo-grid" aria-label="Pets at home with Pet Cora">
            {gridPhotos.map((photo, index) => (
              <li key={photo.src}>
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={800}
                  height={600}
                  // The top row is in the first view on every screen; the bottom row may not be.
                  loading={index < 2 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pc-container shell-section" aria-labelledby="home-highlights">
        <h2 id="home-highlights">Product highlights</h2>
        <p className="pc-muted shell-section__lead">
          Natural grooming, made for the way your pets really live.
        </p>
        <div className="shell-product-grid">
          {highlights.map((item) => (
            <Card key={item.name} className="shell-product">
              <img
                src={item.src}
                alt={item.alt}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="shell-product__image"
              />
              <div>
                <h3 className="shell-card-title">{item.name}</h3>
                <p className="pc-muted">{item.note}</p>
                <p className="shell-price">{formatUsd(item.priceCents)}</p>
              </div>
            </Card>
          ))}
        </div>
      </section>

      <section className="pc-container shell-section shell-split" aria-labelledby="home-holistic">
        <img
          src={`${ART}/product-wellness.svg`}
          alt="A dropper bottle of pet wellness oil with a label showing a paw print and a leaf"
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id="home-holistic">Holistic care, naturally</h2>
          <p>
            Supplements, treats, balms and shampoos made with ingredients you can pronounce. Every product in
            our store is chosen for gentle, everyday wellness, from nose to tail.
          </p>
          <Link to="/store" className={buttonClassName('primary')}>
            Explore the store
          </Link>
        </div>
      </section>

      <section
        className="pc-container shell-section shell-split shell-split--reverse"
        aria-labelledby="home-appliance"
      >
        <img
          src={`${ART}/home-4.svg`}
          alt="The Pet Haven appliance standing in a kitchen, with a cat beside it"
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id="home-appliance">Meet Pet Haven</h2>
          <p>
            A premium 3-in-1 storage appliance with dry, refrigerated and miscellaneous compartments, watched
            over by pet-tech sensors and AI-integrated schedules.
          </p>
          <Link to="/pet-haven" className={buttonClassName('secondary')}>
            Discover Pet Haven
          </Link>
        </div>
      </section>
    </>
  );
}

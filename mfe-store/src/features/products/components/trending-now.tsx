import { Badge } from '@petcora/ui/feedback';
import { Card } from '@petcora/ui/card';
import { formatPrice } from '../format-price';

/** The spec's two fixed sample items (not read from the catalogue). */
const TRENDING_ITEMS = [
  {
    name: 'Organic Treat Sampler',
    blurb: 'A taste of our best-loved grain-free treats, baked in small batches.',
    price: 1599,
    imageUrl: '/assets/demo/product-treats.svg',
    imageAlt: 'A bag of organic pet treats',
  },
  {
    name: 'Calm & Care Wellness Kit',
    blurb: 'Soothing balm and calming drops for relaxed evenings at home.',
    price: 3499,
    imageUrl: '/assets/demo/product-wellness.svg',
    imageAlt: 'A bottle of calming wellness drops',
  },
] as const;

export function TrendingNow() {
  return (
    <section aria-labelledby="store-trending-heading" className="store-trending">
      <h2 id="store-trending-heading">Trending Now</h2>
      <ul className="store-trending__list">
        {TRENDING_ITEMS.map((item) => (
          <li key={item.name}>
            <Card className="store-trending__item">
              <img src={item.imageUrl} alt={item.imageAlt} width={120} height={90} loading="lazy" />
              <div>
                <Badge tone="accent">Trending</Badge>
                <h3 className="store-trending__name">{item.name}</h3>
                <p className="pc-muted">{item.blurb}</p>
                <p className="store-product__price">{formatPrice(item.price)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

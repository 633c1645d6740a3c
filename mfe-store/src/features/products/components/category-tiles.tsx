import { Bath, Bone, HeartPulse, Pill, Sparkles, type LucideIcon } from 'lucide-react';
import { PRODUCT_CATEGORIES } from '../catalogue';

const ICONS: Record<(typeof PRODUCT_CATEGORIES)[number], LucideIcon> = {
  'Shampoo & Conditioner': Bath,
  'Nutritional Supplements': Pill,
  'Organic Treats': Bone,
  'Wellness Products': HeartPulse,
  'Skincare Solutions': Sparkles,
};

/** The five category tiles: choosing one sets the category and applies it at once. */
export function CategoryTiles({
  active,
  onChoose,
}: {
  active: string;
  onChoose: (category: string) => void;
}) {
  return (
    <section aria-labelledby="store-categories-heading" className="store-categories">
      <h2 id="store-categories-heading">Shop by category</h2>
      <ul className="store-categories__list">
        {PRODUCT_CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          return (
            <li key={category}>
              <button
                type="button"
                className="store-categories__tile"
                aria-pressed={active === category}
                onClick={() => onChoose(category)}
              >
                <Icon aria-hidden="true" />
                <span>{category}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { Product } from '@petcora/contracts';
import { screen } from '@testing-library/react';
import { ProductLineHead } from '../../../components/product-line';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_DIALOG_IMAGE_SIZES,
  ProductCard,
  ProductImage,
} from './product-card';

const ID = '2b5e1f0c-8d3a-4a51-9c1e-1f2d3e4a5b6c';
const at = (width: number) => `/media/store/products/${ID}/0123456789abcdef0123456789abcdef-${width}.webp`;
const IMAGE = {
  url: at(1080),
  width: 1080,
  height: 810,
  placeholder: '#8a6f4d',
  renditions: [
    { url: at(320), width: 320, height: 240 },
    { url: at(640), width: 640, height: 480 },
    { url: at(1080), width: 1080, height: 810 },
  ],
};

const product = (overrides: Partial<Product> = {}): Product => ({
  id: ID,
  name: 'Oat Balm',
  description: 'For dry paws',
  price: 1500,
  imageUrl: 'https://items-images.example/oat-balm.jpg',
  image: IMAGE,
  category: 'Skincare Solutions',
  petType: 'Dog',
  featured: false,
  isNew: false,
  isBestseller: false,
  attributes: { features: [] },
  squareItemId: 'SQ-1',
  lastSyncedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const picture = () => screen.getByRole('img', { name: 'Oat Balm, product picture' });

describe('product pictures in the store', () => {
  it('offers the stored sizes to the card: srcset, sizes, a reserved 4:3 box and the placeholder colour', () => {
    renderWithProviders(<ProductCard product={product()} href={`/store?product=${ID}`} />);
    const img = picture();
    expect(img).toHaveAttribute('src', at(1080));
    expect(img).toHaveAttribute('srcset', `${at(320)} 320w, ${at(640)} 640w, ${at(1080)} 1080w`);
    expect(img).toHaveAttribute('sizes', PRODUCT_CARD_IMAGE_SIZES);
    // The CSS box is 4:3 whatever the picture: the attributes reserve it before a byte arrives.
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveStyle({ backgroundColor: '#8a6f4d' });
  });

  it('gives the dialog its own sizes and loads its picture at once', () => {
    renderWithProviders(<ProductImage product={product()} eager />);
    expect(picture()).toHaveAttribute('sizes', PRODUCT_DIALOG_IMAGE_SIZES);
    expect(picture()).toHaveAttribute('loading', 'eager');
  });

  it('keeps the plain picture when the store has no sizes (the demo drawings stay vector)', () => {
    renderWithProviders(
      <ProductCard
        product={product({ image: null, imageUrl: '/assets/demo/product-sync-1.svg' })}
        href={`/store?product=${ID}`}
      />,
    );
    const img = picture();
    expect(img).toHaveAttribute('src', '/assets/demo/product-sync-1.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('leaves out a rendition whose URL would split the srcset', () => {
    const hostile = { ...IMAGE, renditions: [{ url: '/x.webp 9999w, /evil.webp', width: 320, height: 240 }] };
    renderWithProviders(<ProductImage product={product({ image: hostile })} />);
    expect(picture()).not.toHaveAttribute('srcset');
    expect(picture()).toHaveAttribute('src', at(1080));
  });

  it('sizes the cart and wishlist thumbnails for their 6rem cell', () => {
    renderWithProviders(
      <ProductLineHead productId={ID} name="Oat Balm" imageUrl={IMAGE.url} image={IMAGE}>
        <span>$15.00</span>
      </ProductLineHead>,
    );
    const img = document.querySelector('.store-line__image img')!;
    expect(img).toHaveAttribute('srcset', `${at(320)} 320w, ${at(640)} 640w, ${at(1080)} 1080w`);
    expect(img).toHaveAttribute('sizes', '6rem');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '72');
  });
});

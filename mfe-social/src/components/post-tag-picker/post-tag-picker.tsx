import { MAX_PETS_PER_POST, MAX_PRODUCTS_PER_POST, type TaggedProduct } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { Button } from '@petcora/ui/button';
import { TextField } from '@petcora/ui/text-field';
import { formatUsd } from '@petcora/validation/money';
import { ShoppingBag, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useMyPets } from './get-my-pets';
import { useProductSearch } from './search-products';
import './post-tag-picker.css';

export interface PostTagChoice {
  products: TaggedProduct[];
  petIds: string[];
}

export const NO_TAGS: PostTagChoice = { products: [], petIds: [] };

/**
 * 'Tag products' (a search-as-you-type picker over the store's catalogue, at most 3) and the member's own pets (at
 * most 5), for both composers.
 */
export function PostTagPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: PostTagChoice;
  onChange: (next: PostTagChoice) => void;
  disabled?: boolean;
}) {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const [searching, setSearching] = useState(false);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const matches = useProductSearch(deferred, searching && deferred.length > 0);
  const pets = useMyPets(signedIn);
  const petsId = useId();
  const full = value.products.length >= MAX_PRODUCTS_PER_POST;
  const chosen = new Set(value.products.map((product) => product.id));

  const add = (product: TaggedProduct) => {
    if (full || chosen.has(product.id)) return;
    onChange({ ...value, products: [...value.products, product] });
    setText('');
  };
  const remove = (id: string) =>
    onChange({ ...value, products: value.products.filter((product) => product.id !== id) });
  const togglePet = (id: string, on: boolean) =>
    onChange({
      ...value,
      petIds: on ? [...value.petIds, id] : value.petIds.filter((petId) => petId !== id),
    });

  return (
    <div className="social-tags">
      {value.products.length > 0 && (
        <ul className="social-tags__chosen" aria-label="Tagged products">
          {value.products.map((product) => (
            <li key={product.id} className="social-tags__chip">
              <span>{product.name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${product.name}`}
                disabled={disabled}
                onClick={() => remove(product.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={searching}
        disabled={disabled}
        onClick={() => setSearching((open) => !open)}
      >
        <ShoppingBag aria-hidden="true" />
        Tag products
      </Button>
      {searching && (
        <div className="social-tags__search">
          <TextField
            label="Search products"
            value={text}
            maxLength={200}
            placeholder={full ? `Up to ${MAX_PRODUCTS_PER_POST} products` : 'Shampoo, treats...'}
            disabled={disabled || full}
            onChange={(event) => setText(event.target.value)}
          />
          {deferred.length > 0 && matches.data && (
            <ul className="social-tags__matches" aria-label="Matching products">
              {matches.data.length === 0 && <li className="pc-muted">No products found</li>}
              {matches.data.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="social-tags__match"
                    disabled={disabled || full || chosen.has(product.id)}
                    onClick={() =>
                      add({
                        id: product.id,
                        name: product.name,
                        price: product.price,
                        imageUrl: product.imageUrl,
                        petType: product.petType,
                      })
                    }
                  >
                    {product.imageUrl && <img src={product.imageUrl} alt="" width={32} height={32} />}
                    <span>{product.name}</span>
                    <span className="social-tags__price">{formatUsd(product.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {(pets.data?.pets.length ?? 0) > 0 && (
        <fieldset className="social-tags__pets" aria-describedby={petsId}>
          <legend>Tag your pets</legend>
          <p id={petsId} className="pc-visually-hidden">{`Up to ${MAX_PETS_PER_POST} pets`}</p>
          {pets.data!.pets.map((pet) => {
            const checked = value.petIds.includes(pet.id);
            return (
              <label key={pet.id} className="social-tags__pet">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled || (!checked && value.petIds.length >= MAX_PETS_PER_POST)}
                  onChange={(event) => togglePet(pet.id, event.target.checked)}
                />
                {pet.name}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}

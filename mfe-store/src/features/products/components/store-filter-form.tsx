import { Button } from '@petcora/ui/button';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  PRODUCT_CATEGORIES,
  PRODUCT_PET_TYPES,
  SORT_OPTIONS,
  type SortValue,
} from '../catalogue';
import { formatPrice } from '../format-price';
import { activeFilterCount, type StoreFilters } from '../store-filters';

export interface StoreFilterFormProps {
  /** The filters in the address; the form edits a draft of them until Apply. */
  filters: StoreFilters;
  onApply: (filters: StoreFilters) => void;
  onReset: () => void;
  panelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
}

/**
 * The search box and the collapsible filter panel. Nothing reaches the list until Apply (or Enter in the search box),
 * which writes the filters to the address. Remount it (key) when the address changes so the draft follows Back.
 */
export function StoreFilterForm({
  filters,
  onApply,
  onReset,
  panelOpen,
  onPanelOpenChange,
}: StoreFilterFormProps) {
  const [draft, setDraft] = useState<StoreFilters>(filters);
  const id = useId();
  const panelId = `${id}-panel`;
  const count = activeFilterCount(filters);

  function update<K extends keyof StoreFilters>(key: K, value: StoreFilters[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="store-filters" role="search" aria-label="Products" onSubmit={submit} noValidate>
      <div className="store-filters__bar">
        <div className="pc-field store-filters__search">
          <label className="pc-visually-hidden" htmlFor={`${id}-search`}>
            Search products
          </label>
          <Search className="store-filters__search-icon" aria-hidden="true" />
          <input
            id={`${id}-search`}
            className="pc-field__input"
            type="search"
            placeholder="Search products..."
            maxLength={200}
            value={draft.search}
            onChange={(event) => update('search', event.target.value)}
          />
        </div>
        <Button type="submit" className="store-filters__search-submit">
          Search
        </Button>
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => onPanelOpenChange(!panelOpen)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 && <span className="store-filters__count">{` (${count})`}</span>}
        </Button>
      </div>

      <fieldset id={panelId} className="store-filters__panel" hidden={!panelOpen}>
        <legend className="pc-visually-hidden">Filter products</legend>
        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="pc-field__input"
            value={draft.category}
            onChange={(event) => update('category', event.target.value)}
          >
            <option value="">All categories</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>

        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${id}-pet-type`}>
            Pet type
          </label>
          <select
            id={`${id}-pet-type`}
            className="pc-field__input"
            value={draft.petType}
            onChange={(event) => update('petType', event.target.value)}
          >
            <option value="">All pets</option>
            {PRODUCT_PET_TYPES.map((petType) => (
              <option key={petType} value={petType}>
                {petType}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="store-filters__price">
          <legend className="pc-field__label">
            Price: {formatPrice(draft.minPrice)} – {formatPrice(draft.maxPrice)}
          </legend>
          <label className="store-filters__range">
            <span>Minimum price</span>
            <input
              type="range"
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              value={draft.minPrice}
              aria-valuetext={formatPrice(draft.minPrice)}
              onChange={(event) => {
                const value = Number(event.target.value);
                setDraft((current) => ({ ...current, minPrice: Math.min(value, current.maxPrice) }));
              }}
            />
          </label>
          <label className="store-filters__range">
            <span>Maximum price</span>
            <input
              type="range"
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              value={draft.maxPrice}
              aria-valuetext={formatPrice(draft.maxPrice)}
              onChange={(event) => {
                const value = Number(event.target.value);
                setDraft((current) => ({ ...current, maxPrice: Math.max(value, current.minPrice) }));
              }}
            />
          </label>
        </fieldset>

        <div className="store-filters__checks">
          <label className="store-filters__check">
            <input
              type="checkbox"
              checked={draft.isNew}
              onChange={(event) => update('isNew', event.target.checked)}
            />
            New arrivals
          </label>
          <label className="store-filters__check">
            <input
              type="checkbox"
              checked={draft.isBestseller}
              onChange={(event) => update('isBestseller', event.target.checked)}
            />
            Bestsellers
          </label>
        </div>

        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${id}-sort`}>
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className="pc-field__input"
            value={draft.sort}
            onChange={(event) => update('sort', event.target.value as SortValue)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        <div className="store-filters__actions">
          <Button type="submit">Apply</Button>
          <Button variant="ghost" onClick={onReset}>
            Reset
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

import { Button } from '@petcora/ui/button';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export const EXPLORE_FILTERS = [
  { value: 'all', label: 'All posts' },
  { value: 'photos', label: 'Photos only' },
  { value: 'threads', label: 'Threads only' },
] as const;
export type ExploreFilter = (typeof EXPLORE_FILTERS)[number]['value'];

interface ExploreFiltersProps {
  value: ExploreFilter;
  onChange: (value: ExploreFilter) => void;
}

/**
 * The 'Filters' button and its panel (spec: open or closed): a radio group choosing what the Explore list shows. The
 * choice applies at once; Escape closes the panel and gives focus back to the button.
 */
export function ExploreFilters({ value, onChange }: ExploreFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const active = EXPLORE_FILTERS.find((filter) => filter.value === value) ?? EXPLORE_FILTERS[0];
  return (
    <div className="social-filters">
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {value === 'all' ? 'Filters' : `Filters: ${active.label}`}
      </Button>
      <fieldset
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="pc-card social-filters__panel"
        onKeyDown={onKeyDown}
      >
        <legend className="social-filters__legend">Show in Explore</legend>
        {EXPLORE_FILTERS.map((filter) => (
          <label key={filter.value} className="social-filters__option">
            <input
              type="radio"
              name={name}
              value={filter.value}
              checked={value === filter.value}
              onChange={() => onChange(filter.value)}
            />
            {filter.label}
          </label>
        ))}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          Done
        </Button>
      </fieldset>
    </div>
  );
}

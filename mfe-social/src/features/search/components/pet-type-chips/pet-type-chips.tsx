import '../search.css';
import type { PetType } from '@petcora/contracts';
import { PET_CHIPS } from '../../lib/explore-params';

/** All, Dogs, Cats, Fish, Birds: toggle buttons (aria-pressed), exactly one pressed; they filter the lists. */
export function PetTypeChips({
  value,
  onChange,
}: {
  value: PetType | null;
  onChange: (type: PetType | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by pet type" className="social-chips">
      {PET_CHIPS.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className="social-chip"
          aria-pressed={chip.type === value}
          onClick={() => chip.type !== value && onChange(chip.type)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

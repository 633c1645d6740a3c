import { Button } from '@petcora/ui/button';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import './quantity-input.css';

/** A whole number between min and max, whatever was typed; anything else is null. */
export function parseQuantity(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * Quantity selector: minimum `min`, step 1, at most `max`. The field can be typed into; a value outside the range is
 * pulled back into it when the field loses focus.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  labelHidden = false,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  /** Keep the label for screen readers only (a row whose product name already says what it counts). */
  labelHidden?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit(next: string) {
    const parsed = parseQuantity(next, min, max);
    if (parsed !== null) {
      onChange(parsed);
      return;
    }
    const number = Number.parseInt(next, 10);
    const clamped = Number.isNaN(number) ? value : Math.min(max, Math.max(min, number));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  }

  return (
    <div className="store-quantity">
      <label className={labelHidden ? 'pc-visually-hidden' : 'pc-field__label'} htmlFor={id}>
        {label}
      </label>
      <div className="store-quantity__controls">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          className="pc-field__input store-quantity__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseQuantity(event.target.value, min, max);
            if (parsed !== null && parsed !== value) onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

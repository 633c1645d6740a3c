import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import type { TextFieldProps } from './text-field';
import './password-field.css';

/** A password input with a show/hide toggle; the toggle says what it will do for screen readers. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, error, id, ...props }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const errorId = `${inputId}-error`;
    const [visible, setVisible] = useState(false);
    return (
      <div className="pc-field">
        <label className="pc-field__label" htmlFor={inputId}>
          {label}
        </label>
        <div className="pc-password-field">
          <input
            ref={ref}
            id={inputId}
            type={visible ? 'text' : 'password'}
            className="pc-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...props}
          />
          <button
            type="button"
            className="pc-password-field__toggle"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
        {error && (
          <p id={errorId} className="pc-field__error">
            {error}
          </p>
        )}
      </div>
    );
  },
);

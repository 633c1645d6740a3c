import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';
import type { TextFieldProps } from './text-field';
import './password-field.css';

/** A password input with a show/hide toggle; the toggle says what it will do for screen readers. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, error, id, ...props }, ref) {
    const { controlId: inputId, errorId } = useFieldIds(id);
    const [visible, setVisible] = useState(false);
    return (
      <FieldFrame label={label} controlId={inputId} error={error} errorId={errorId}>
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
      </FieldFrame>
    );
  },
);

import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the text area and tied to it with aria-describedby. */
  error?: string;
  /** A live "n/max" counter (e.g. a bio's length), also tied to the field; shown as an error past the limit. */
  counter?: { length: number; max: number };
}

/** A multi-line text input with a visible label, an optional character counter and its validation message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, counter, id, rows = 3, ...props },
  ref,
) {
  const { controlId: fieldId, errorId } = useFieldIds(id);
  const counterId = `${fieldId}-count`;
  const describedBy =
    [counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame
      label={label}
      controlId={fieldId}
      error={error}
      errorId={errorId}
      below={
        counter && (
          <p
            id={counterId}
            className={
              counter.length > counter.max
                ? 'pc-field__error pc-field__counter'
                : 'pc-muted pc-field__counter'
            }
          >
            {counter.length}/{counter.max}
          </p>
        )
      }
    >
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="pc-field__input pc-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
    </FieldFrame>
  );
});

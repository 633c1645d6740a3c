import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and tied to it with aria-describedby. */
  error?: string;
}

/** An input with a visible label and its validation message beneath it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, ...props },
  ref,
) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <FieldFrame label={label} controlId={controlId} error={error} errorId={errorId}>
      <input
        ref={ref}
        id={controlId}
        className="pc-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
    </FieldFrame>
  );
});

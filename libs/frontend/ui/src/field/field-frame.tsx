import { useId, type ReactNode } from 'react';

/** The ids a field ties together: its control's (`id` if given) and its validation message's. */
export function useFieldIds(id: string | undefined): { controlId: string; errorId: string } {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return { controlId, errorId: `${controlId}-error` };
}

/** A field's frame: its visible label, the control (`children`), then `below` and the validation message. */
export function FieldFrame({
  label,
  controlId,
  error,
  errorId,
  below,
  children,
}: {
  label: string;
  controlId: string;
  error?: string;
  errorId: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="pc-field">
      <label className="pc-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      {below}
      {error && (
        <p id={errorId} className="pc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

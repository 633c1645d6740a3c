import { PasswordField } from '@petcora/ui/password-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { TextField } from '@petcora/ui/text-field';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** One input of a form: its field name in the form's values and what the member sees. */
export interface FieldSpec<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** 'password' hides the value; 'revealable-password' adds the show/hide toggle; 'text-area' is several lines. */
  type?: 'text' | 'email' | 'url' | 'password' | 'revealable-password' | 'text-area';
  autoComplete?: string;
  /** A text area's limit, shown as a live "n/max" counter under it. */
  counterMax?: number;
}

/** The fields top to bottom; an inner list is one row of fields side by side (first and last name). */
export type FieldLayout<T extends FieldValues> = (FieldSpec<T> | FieldSpec<T>[])[];

function Field<T extends FieldValues>({ spec, form }: { spec: FieldSpec<T>; form: UseFormReturn<T> }) {
  const error = form.formState.errors[spec.name]?.message;
  const common = {
    label: spec.label,
    autoComplete: spec.autoComplete,
    error: typeof error === 'string' ? error : undefined,
    ...form.register(spec.name),
  };
  if (spec.type === 'revealable-password') return <PasswordField {...common} />;
  if (spec.type === 'text-area') {
    const counter =
      spec.counterMax === undefined
        ? undefined
        : { length: String(form.watch(spec.name) ?? '').length, max: spec.counterMax };
    return <TextAreaField counter={counter} {...common} />;
  }
  return <TextField type={spec.type ?? 'text'} {...common} />;
}

/** Renders a form's text inputs from their description, each registered with the form and showing its error. */
export function FormFields<T extends FieldValues>({
  layout,
  form,
}: {
  layout: FieldLayout<T>;
  form: UseFormReturn<T>;
}) {
  return layout.map((entry) =>
    Array.isArray(entry) ? (
      <div key={entry.map((spec) => spec.name).join('+')} className="account-name-row">
        {entry.map((spec) => (
          <Field key={spec.name} spec={spec} form={form} />
        ))}
      </div>
    ) : (
      <Field key={entry.name} spec={entry} form={form} />
    ),
  );
}

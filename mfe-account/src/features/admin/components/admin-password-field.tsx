import { PasswordField } from '@petcora/ui/password-field';

/** The admin password the overview is unlocked with (never offered by a password manager's autofill). */
export function AdminPasswordField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (password: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <PasswordField
      label="Admin password"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
    />
  );
}

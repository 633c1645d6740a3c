import { useId } from 'react';
import './setting-switch.css';

interface Props {
  label: string;
  /** One line under the label saying what the switch does. */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One setting of the account: its name and what it does, and an on/off switch. A native checkbox in the switch role,
 * so keyboard, label and state come from the browser; the switch look is CSS only.
 */
export function SettingSwitch({ label, hint, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="account-setting">
      <div>
        <label htmlFor={id} className="account-setting__name">
          {label}
        </label>
        <p className="pc-muted" id={`${id}-hint`}>
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="account-toggle"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

import { Button } from '@petcora/ui/button';
import {
  CONSENT_CATEGORIES,
  useConsent,
  type ConsentCategory,
  type ConsentChoices,
} from '@petcora/ui/consent';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

const categoryText: Record<ConsentCategory, { label: string; description: string }> = {
  performance: {
    label: 'Performance',
    description: 'Anonymous visit counts that show us which pages help and which are slow.',
  },
  functionality: {
    label: 'Functionality',
    description: 'Remember choices such as your display preferences between visits.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Let us measure our campaigns and show you relevant Pet Cora offers elsewhere.',
  },
};

/** 'Cookie Settings': accept or refuse each optional kind of cookie; opened from the banner or the footer. */
export function CookieSettingsDialog() {
  const open = useConsent((state) => state.settingsOpen);
  const record = useConsent((state) => state.record);
  const setOpen = useConsent((state) => state.setSettingsOpen);
  const save = useConsent((state) => state.save);
  const [choices, setChoices] = useState<ConsentChoices>({
    performance: false,
    functionality: false,
    marketing: false,
  });

  // Each opening starts from what is stored (refused by default when nothing is).
  useEffect(() => {
    if (open) setChoices(record?.choices ?? { performance: false, functionality: false, marketing: false });
  }, [open, record]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save(choices);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="shell-consent-dialog"
        onCloseAutoFocus={(event) => {
          // Opened from the footer or the banner, not a Radix trigger: return focus to whatever opened it.
          const opener = useConsent.getState().settingsOpener;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogTitle>Cookie Settings</DialogTitle>
        <DialogDescription>
          Choose which optional cookies Pet Cora may use. Essential cookies keep you signed in, protect your
          account and hold your cart; they are always on. Read more in our{' '}
          <Link to="/cookies" onClick={() => setOpen(false)}>
            Cookie Policy
          </Link>
          .
        </DialogDescription>
        <form onSubmit={handleSubmit}>
          <fieldset className="shell-consent-options">
            <legend className="pc-visually-hidden">Optional cookies</legend>
            <div className="shell-consent-option">
              <input
                type="checkbox"
                id="consent-essential"
                checked
                disabled
                aria-describedby="consent-essential-text"
              />
              <label htmlFor="consent-essential">Essential (always on)</label>
              <p id="consent-essential-text" className="pc-muted">
                Sign-in, security, cart and this choice itself.
              </p>
            </div>
            {CONSENT_CATEGORIES.map((category) => (
              <div key={category} className="shell-consent-option">
                <input
                  type="checkbox"
                  id={`consent-${category}`}
                  checked={choices[category]}
                  onChange={(event) =>
                    setChoices((current) => ({ ...current, [category]: event.target.checked }))
                  }
                  aria-describedby={`consent-${category}-text`}
                />
                <label htmlFor={`consent-${category}`}>{categoryText[category].label}</label>
                <p id={`consent-${category}-text`} className="pc-muted">
                  {categoryText[category].description}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="shell-consent-actions">
            <Button type="submit">Save choices</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

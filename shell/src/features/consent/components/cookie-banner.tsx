import { Button } from '@petcora/ui/button';
import { useConsent } from '@petcora/ui/consent';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../../prerender/use-hydrated';

/** First-visit banner: shown until the visitor accepts, refuses or saves custom choices. */
export function CookieBanner() {
  const decided = useConsent((state) => state.record !== null);
  const settingsOpen = useConsent((state) => state.settingsOpen);
  const { acceptAll, rejectAll, openSettings } = useConsent.getState();
  // The choice is stored in this browser only. The prerendered page always has the banner, so a first visit paints
  // it at once; for a visitor who chose, the gateway marks the page and the banner stays hidden (layout.css) until
  // hydration, when the stored choice is known and it goes.
  const hydrated = useHydrated();
  // A choice made on this page hides the banner at once, also before `hydrated` turns true (it turns in a transition
  // after the hydration): a click right after the page loaded.
  const choseHere = useConsent(
    (state) => state !== useConsent.getInitialState() && (state.record !== null || state.settingsOpen),
  );
  if (choseHere || (hydrated && (decided || settingsOpen))) return null;
  return (
    <section
      className="shell-consent-banner"
      aria-labelledby="consent-banner-title"
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className="shell-consent-banner__inner">
        <div>
          <h2 id="consent-banner-title" className="shell-consent-banner__title">
            We value your privacy
          </h2>
          <p className="shell-consent-banner__text">
            We use essential cookies to run Pet Cora. With your permission we would also use performance,
            functionality and marketing cookies. Nothing optional is set until you choose.{' '}
            <Link to="/cookies">Cookie Policy</Link>
          </p>
        </div>
        <div className="shell-consent-banner__actions">
          <Button variant="secondary" size="sm" onClick={openSettings}>
            Customise
          </Button>
          <Button variant="secondary" size="sm" onClick={rejectAll}>
            Reject all
          </Button>
          <Button size="sm" onClick={acceptAll}>
            Accept all
          </Button>
        </div>
      </div>
    </section>
  );
}

import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes back in the history when the reader came from inside the site, else to /community. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router marks the first entry of a session 'default'; anything else was reached by navigating in the app.
  const canGoBack = location.key !== 'default';
  return (
    <button
      type="button"
      className="pc-button pc-button--ghost pc-button--sm social-profile__back"
      onClick={() => (canGoBack ? navigate(-1) : navigate('/community'))}
    >
      <ArrowLeft aria-hidden="true" /> Back
    </button>
  );
}

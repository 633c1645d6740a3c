import { NO_SESSION_HINT, SESSION_HINT_META } from '@petcora/contracts';
import { useSession } from './session-store';

/**
 * The page's first read of the session. When the gateway wrote in the page that the request carried no session
 * cookie, the visitor is anonymous without a request (a 401 from GET /api/auth/me is logged by the browser as an
 * error); otherwise the user is read from the server as usual.
 */
export function startSession(doc: Document | undefined = globalThis.document): Promise<void> {
  const hint = doc?.querySelector(`meta[name="${SESSION_HINT_META}"]`)?.getAttribute('content');
  if (hint === NO_SESSION_HINT) {
    useSession.setState({ status: 'anonymous', user: null });
    return Promise.resolve();
  }
  return useSession.getState().refresh();
}

import '@petcora/ui/styles.css';
import './layout/layout.css';
import { useSession } from '@petcora/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Start both reads at once; neither blocks the first paint.
void useSession.getState().refresh();
ensureRemotesRegistered().catch((error: unknown) => console.error('Remote list unavailable', error));

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(<App />);

import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { leaveDescriptionToPages } from './layout/PageMeta';
import { registerServiceWorker } from './lib/service-worker';
import { Root } from './Root';
import { preloadPageAt } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
leaveDescriptionToPages();
registerServiceWorker();
const pageCode = preloadPageAt(window.location.pathname);

if (root.firstElementChild) {
  // The server sent this page pre-rendered (decision 182): it is already drawn; once its code is here, React takes
  // it over in one pass, without suspending, so the HTML is never swapped for a spinner. As a transition, the
  // hydration yields to the browser every few milliseconds instead of blocking a tap for hundreds on a phone.
  void pageCode.then(() => startTransition(() => void hydrateRoot(root, <Root />)));
} else {
  createRoot(root).render(<Root />);
}

/**
 * Registers the service worker (decision 187) once the page has loaded, so it never competes with the
 * page's own first requests; at once when the app starts after that, woken by a touch (decision 239).
 * Development (Vite's server) runs without one: it would keep stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Private modes and some browsers refuse workers; the app works the same without one.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region loads with the first toast: most visits of the public pages never raise one, and the
 * home page's script budget has no room for it. Toasts raised before it arrives wait in the store.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const live = () => false;
const takingOver = () => true;

/**
 * True while React takes over this part of a page the server sent pre-rendered (decision 182), false once
 * it is live, and false for anything React draws itself. React redraws the part right after hydrating it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, live, takingOver);
}

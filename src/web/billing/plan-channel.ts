import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshMembership } from './billing-api';

/**
 * A plan bought in another tab (checkout opened from a room, decision 272) reaches the tabs that opened
 * it: the result page says so on this channel, and they read the user and the allowance again.
 */
const CHANNEL = 'chesschat-plan';

/** Said by the payment result page once the server confirmed the new plan. */
export function announcePlanChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('plan_changed');
    channel.close();
  } catch {
    // The other tab still reads the plan again when it gets the focus back.
  }
}

/**
 * While `listening`, the membership queries are read again when another tab announces a new plan and
 * when this tab gets the focus back (a browser without the channel, or a provider page that came back).
 */
export function usePlanChanges(listening: boolean, onChange?: () => void): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!listening) return;
    const refresh = () => void refreshAndTell(client, onChange);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      channel?.close();
      window.removeEventListener('focus', refresh);
    };
  }, [listening, client, onChange]);
}

async function refreshAndTell(client: QueryClient, onChange?: () => void): Promise<void> {
  await refreshMembership(client);
  onChange?.();
}

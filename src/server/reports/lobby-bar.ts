import type { LobbyBar } from '../../core/protocol';
import type { Db } from '../db/database';
import { barredText, type LobbyBarHold } from '../safety/contact-policy';
import { activeBar } from './store';

/** The protocol's `LobbyBar` for a bar that holds: the lobby page shows what it stops and until when. */
export function toLobbyBar(bar: LobbyBarHold): LobbyBar {
  return { until: bar.until === null ? null : new Date(bar.until).toISOString(), message: barredText(bar) };
}

/**
 * The person's bar from the lobby at `now`, or null (decision 285): `GET /api/lobby`'s `bar`, so a barred
 * person sees it before trying, in the same words as the refusals of `barRule`.
 */
export async function lobbyBarOf(db: Db, userId: string, now: number): Promise<LobbyBar | null> {
  const bar = await activeBar(db, userId, now);
  return bar ? toLobbyBar(bar) : null;
}

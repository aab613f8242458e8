import { z } from 'zod';
import { Id } from '../../../core/protocol';
import { TournamentStatus } from '../../../core/tournament/schemas';
import type { EventBus } from '../../bus';

/** The bus channel every instance's tournament pages hear changes on (issue 30). */
export const TOURNAMENTS_CHANNEL = 'tournaments:changed';

/** A tournament's table or state changed; the watchers re-read it, batched (at most once a second). */
export const TournamentEvent = z.object({ tournamentId: Id, status: TournamentStatus.optional() });
export type TournamentEvent = z.infer<typeof TournamentEvent>;

export async function publishTournamentEvent(bus: EventBus, event: TournamentEvent): Promise<void> {
  await bus.publish(TOURNAMENTS_CHANNEL, JSON.stringify(event));
}

export function readTournamentEvent(text: string): TournamentEvent | null {
  try {
    const parsed = TournamentEvent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { z } from 'zod';
import { SEEKS_PER_PERSON_MAX } from '../../../core/lobby-pools';
import { Id, Seek } from '../../../core/protocol';
import type { EventBus } from '../../bus';

/** The bus channel every instance's lobby watchers hear seeks come and go on. */
export const LOBBY_SEEKS_CHANNEL = 'lobby:seeks';

/** What one instance tells the others of the seek list; parsed on arrival like any frame. */
export const SeekEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), seek: Seek }),
  z.object({ kind: z.literal('gone'), seekId: Id }),
  // A block was just made: the viewer's pages stop showing these seeks of the other person's.
  z.object({ kind: z.literal('hidden'), viewerId: Id, seekIds: z.array(Id).max(SEEKS_PER_PERSON_MAX) }),
  // The block was lifted and nothing else keeps them apart: the viewer's pages show these seeks again.
  z.object({ kind: z.literal('shown'), viewerId: Id, seeks: z.array(Seek).max(SEEKS_PER_PERSON_MAX) }),
  // Someone began or stopped waiting in quick pairing: the pages' "players in the lobby" is read again.
  z.object({ kind: z.literal('headcount') }),
]);
export type SeekEvent = z.infer<typeof SeekEvent>;

export async function publishSeekEvent(bus: EventBus, event: SeekEvent): Promise<void> {
  await bus.publish(LOBBY_SEEKS_CHANNEL, JSON.stringify(event));
}

/** The event in a bus message, or null for one this build cannot read. */
export function readSeekEvent(text: string): SeekEvent | null {
  try {
    const parsed = SeekEvent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

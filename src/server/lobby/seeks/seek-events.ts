import { z } from 'zod';
import { Id, Seek } from '../../../core/protocol';
import type { EventBus } from '../../bus';

/** The bus channel every instance's lobby watchers hear seeks come and go on. */
export const LOBBY_SEEKS_CHANNEL = 'lobby:seeks';

/** What one instance tells the others of the seek list; parsed on arrival like any frame. */
export const SeekEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), seek: Seek }),
  z.object({ kind: z.literal('gone'), seekId: Id }),
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

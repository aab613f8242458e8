import type { ChatEntry } from '../../core/protocol';

/** The newest entry's id (ids sort by time), or null for an empty log. */
export function newestId(entries: readonly ChatEntry[]): string | null {
  return entries.at(-1)?.id ?? null;
}

/**
 * Messages the viewer has not seen: other people's lines after `seenId` (the newest entry when the
 * chat was last open). System lines (joins, leaves) and the viewer's own are not news.
 */
export function unreadCount(entries: readonly ChatEntry[], seenId: string | null, viewerId: string): number {
  let count = 0;
  for (const entry of entries) {
    if (seenId !== null && entry.id <= seenId) continue;
    if (entry.isSystem || entry.userId === viewerId) continue;
    count += 1;
  }
  return count;
}

import type { PresenceState } from '../../core/protocol';

/** A user as presence is shown of them: their setting and when they were last connected. */
export interface PresenceSubject {
  id: string;
  presenceVisibility: string;
  lastSeenAt: number | null;
}

/** What the friends feature needs of user presence (the tracker in `user-presence.ts`). */
export interface PresenceView {
  /**
   * The subject's presence as a friend of theirs sees it: nothing but "offline" with no last-seen for a
   * subject who hides it (`nobody`) or who blocked the viewer.
   */
  stateFor(subject: PresenceSubject, hiddenFromViewer: boolean): PresenceState;
  /** The subject changed who may see them: their friends hear their state again. */
  visibilityChanged(userId: string): Promise<void>;
}

export const HIDDEN_PRESENCE: PresenceState = { state: 'offline', lastSeen: null };

/** A tab on a tournament's page, as the live channel hands it over. */
export interface TournamentWatcher {
  readonly userId: string | null;
  /** A frame already encoded: one batch reaches a crowd as one shared buffer. */
  sendRaw(data: Buffer): void;
}

/** This instance's tournament pages: each hears its tournament's standings, batched (issue 30). */
export interface TournamentWatchers {
  /** Starts (answered at once with the standings) or stops watching; refuses a tournament the reader may not see. */
  watch(watcher: TournamentWatcher, tournamentId: string, on: boolean): Promise<void>;
  /** The tab's socket closed. */
  forget(watcher: TournamentWatcher): void;
  /** How many tabs watch on this instance (metrics, tests). */
  count(): number;
  stop(): Promise<void>;
}

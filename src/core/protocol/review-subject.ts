/**
 * What a shared review is of: a finished game, or a study board (no game). Live frames name it with
 * `gameId` or `studyId`, exactly one of the two.
 */
export type ReviewSubject = { kind: 'game'; id: string } | { kind: 'study'; id: string };

/** The subject a frame names, or null when it names none or both. */
export function subjectOf(frame: { gameId?: string; studyId?: string }): ReviewSubject | null {
  if (frame.gameId !== undefined && frame.studyId === undefined) return { kind: 'game', id: frame.gameId };
  if (frame.studyId !== undefined && frame.gameId === undefined) return { kind: 'study', id: frame.studyId };
  return null;
}

/** The frame fields that name `subject`. */
export function subjectFields(subject: ReviewSubject): { gameId: string } | { studyId: string } {
  return subject.kind === 'game' ? { gameId: subject.id } : { studyId: subject.id };
}

export const sameSubject = (a: ReviewSubject, b: ReviewSubject | null): boolean =>
  b !== null && a.kind === b.kind && a.id === b.id;

export const SUBJECT_MISSING = 'Name the game or the study, one of the two';

/**
 * The chat log's system lines (a player joined or left the call, a recording started or stopped). The server
 * stores each as its English sentence, which older clients show as it is; a client words it in its reader's
 * language by reading the sentence back into what it says (`readSystemLine`). Both directions live here, side by
 * side, so a sentence changed in one is changed in the other (chat-lines.test.ts writes and reads every kind).
 */
export type SystemLine =
  | { kind: 'call_joined'; name: string }
  | { kind: 'call_left'; name: string }
  | { kind: 'recording_started'; name: string }
  | { kind: 'recording_stopped'; name: string }
  | { kind: 'recording_stopped_left' }
  | { kind: 'recording_stopped_limit' };

const NAMED: {
  kind: 'call_joined' | 'call_left' | 'recording_started' | 'recording_stopped';
  tail: string;
}[] = [
  { kind: 'call_joined', tail: ' joined the video call' },
  { kind: 'call_left', tail: ' left the video call' },
  { kind: 'recording_started', tail: ' started recording' },
  { kind: 'recording_stopped', tail: ' stopped recording' },
];
const LEFT = 'Recording stopped: a player left';
const LIMIT = 'Recording stopped: it reached its length limit';

/** The English sentence stored for a system line. */
export function systemLineText(line: SystemLine): string {
  if (line.kind === 'recording_stopped_left') return LEFT;
  if (line.kind === 'recording_stopped_limit') return LIMIT;
  const named = NAMED.find((entry) => entry.kind === line.kind);
  return `${line.name}${named?.tail ?? ''}`;
}

/** What a stored system line says, or null for a sentence this version does not know (shown as it is). */
export function readSystemLine(text: string): SystemLine | null {
  if (text === LEFT) return { kind: 'recording_stopped_left' };
  if (text === LIMIT) return { kind: 'recording_stopped_limit' };
  for (const { kind, tail } of NAMED) {
    if (text.endsWith(tail) && text.length > tail.length) return { kind, name: text.slice(0, -tail.length) };
  }
  return null;
}

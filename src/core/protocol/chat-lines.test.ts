import { describe, expect, it } from 'vitest';
import { readSystemLine, type SystemLine, systemLineText } from './chat-lines';

describe('system lines', () => {
  it('reads back every kind it writes, names with spaces included', () => {
    const lines: SystemLine[] = [
      { kind: 'call_joined', name: 'ada' },
      { kind: 'call_left', name: 'Ada Lovelace' },
      { kind: 'recording_started', name: 'bob_2' },
      { kind: 'recording_stopped', name: 'cy' },
      { kind: 'recording_stopped_left' },
      { kind: 'recording_stopped_limit' },
    ];
    for (const line of lines) expect(readSystemLine(systemLineText(line))).toEqual(line);
  });

  it('writes the sentences older clients show as they are', () => {
    expect(systemLineText({ kind: 'call_joined', name: 'ada' })).toBe('ada joined the video call');
    expect(systemLineText({ kind: 'recording_stopped_left' })).toBe('Recording stopped: a player left');
  });

  it('leaves a sentence it does not know to be shown as it is', () => {
    expect(readSystemLine('The game was saved')).toBeNull();
    expect(readSystemLine(' joined the video call')).toBeNull();
  });
});

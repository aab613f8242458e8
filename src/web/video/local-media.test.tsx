import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { describeJoinError, describePreviewError } from './local-media';
import { type CallWords, callText, VIDEO_TEXT } from './messages';

/** The words as the call shows them (the web tests load every area, in English). */
const say = (words: CallWords) => callText(i18n, words);

describe('join errors (spec §8)', () => {
  it('says camera/microphone access was denied for a refused permission', () => {
    expect(say(describeJoinError(new DOMException('Permission denied', 'NotAllowedError')))).toBe(
      'Camera/microphone access denied. Please allow permissions and try again.',
    );
    expect(say(describeJoinError(new Error('Permission denied by system')))).toBe(
      i18n._(VIDEO_TEXT.accessDenied),
    );
  });

  it("puts anything else after 'Connection failed: '", () => {
    expect(say(describeJoinError(new DOMException('Could not start video source', 'NotReadableError')))).toBe(
      'Connection failed: Could not start video source',
    );
    const refused = new ApiError(403, '{"message":"Only the two players"}', {
      message: 'Only the two players',
    });
    expect(say(describeJoinError(refused))).toBe('Connection failed: Only the two players');
  });

  it('has the spec texts for the other video messages (the call reports them by id)', () => {
    expect(i18n._(VIDEO_TEXT.timeout)).toBe('Connection timeout - please try again');
    expect(i18n._(VIDEO_TEXT.enableAudio)).toBe('Click to enable audio');
    expect(i18n._(VIDEO_TEXT.audioWorking)).toBe('Audio now working!');
    expect(i18n._(VIDEO_TEXT.audioFailed)).toBe('Audio failed - check browser permissions');
    expect(i18n._(VIDEO_TEXT.switchCameraFailed)).toBe('Failed to switch camera');
    expect(i18n._(VIDEO_TEXT.switchMicFailed)).toBe('Failed to switch microphone');
  });

  it('keeps the denial text for the preview, and names the preview otherwise', () => {
    expect(say(describePreviewError(new DOMException('denied', 'NotAllowedError')))).toBe(
      i18n._(VIDEO_TEXT.accessDenied),
    );
    expect(say(describePreviewError(new Error('no camera')))).toBe('Camera preview failed: no camera');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { describeJoinError, describePreviewError } from './local-media';
import { VIDEO_TEXT } from './messages';

describe('join errors (spec §8)', () => {
  it('says camera/microphone access was denied for a refused permission', () => {
    expect(describeJoinError(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      'Camera/microphone access denied. Please allow permissions and try again.',
    );
    expect(describeJoinError(new Error('Permission denied by system'))).toBe(VIDEO_TEXT.accessDenied);
  });

  it("puts anything else after 'Connection failed: '", () => {
    expect(describeJoinError(new DOMException('Could not start video source', 'NotReadableError'))).toBe(
      'Connection failed: Could not start video source',
    );
    const refused = new ApiError(403, '{"message":"Only the two players"}', {
      message: 'Only the two players',
    });
    expect(describeJoinError(refused)).toBe('Connection failed: Only the two players');
  });

  it('has the spec texts for the other video messages', () => {
    expect(VIDEO_TEXT.timeout).toBe('Connection timeout - please try again');
    expect(VIDEO_TEXT.enableAudio).toBe('Click to enable audio');
    expect(VIDEO_TEXT.audioWorking).toBe('Audio now working!');
    expect(VIDEO_TEXT.audioFailed).toBe('Audio failed - check browser permissions');
    expect(VIDEO_TEXT.switchCameraFailed).toBe('Failed to switch camera');
    expect(VIDEO_TEXT.switchMicFailed).toBe('Failed to switch microphone');
  });

  it('keeps the denial text for the preview, and names the preview otherwise', () => {
    expect(describePreviewError(new DOMException('denied', 'NotAllowedError'))).toBe(VIDEO_TEXT.accessDenied);
    expect(describePreviewError(new Error('no camera'))).toBe('Camera preview failed: no camera');
  });
});

import { act, cleanup, render as draw, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { RemoteTile } from './VideoTile';

const render = (ui: ReactElement) => draw(ui, { wrapper: InLanguage });

const stream = { getTracks: () => [] } as unknown as MediaStream;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('remote tile', () => {
  it("asks for a click when the browser blocks the other player's sound, and says whether it worked", async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('play() needs a gesture', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    const onAudioResult = vi.fn();
    render(
      <RemoteTile
        name="bob"
        stream={stream}
        trackCount={2}
        cameraOff={false}
        muted={false}
        onAudioResult={onAudioResult}
      />,
    );
    const prompt = await screen.findByRole('button', { name: 'Click to enable audio' });
    const video = screen.getByLabelText("bob's camera") as HTMLVideoElement;
    // The picture keeps playing, muted, until the click.
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
    await act(async () => {
      fireEvent.click(prompt);
    });
    expect(video.muted).toBe(false);
    expect(onAudioResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('button', { name: 'Click to enable audio' })).toBeNull();
  });

  it('reports a failure when sound still cannot play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('still blocked', 'NotAllowedError'));
    const onAudioResult = vi.fn();
    render(
      <RemoteTile
        name="bob"
        stream={stream}
        trackCount={2}
        cameraOff={false}
        muted={false}
        onAudioResult={onAudioResult}
      />,
    );
    const prompt = await screen.findByRole('button', { name: 'Click to enable audio' });
    await act(async () => {
      fireEvent.click(prompt);
    });
    expect(onAudioResult).toHaveBeenCalledWith(false);
    expect((screen.getByLabelText("bob's camera") as HTMLVideoElement).muted).toBe(true);
  });

  it("shows the other player's camera-off and muted states", () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<RemoteTile name="bob" stream={stream} trackCount={2} cameraOff muted onAudioResult={() => {}} />);
    const tile = screen.getByTestId('remote-video-tile');
    expect(tile.textContent).toContain('Camera off');
    expect(tile.textContent).toContain('Muted');
    expect(tile.getAttribute('data-camera-off')).toBe('true');
  });

  it("says them in the reader's language", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await act(() => activateLocale('de'));
    try {
      render(
        <RemoteTile name="bob" stream={stream} trackCount={2} cameraOff muted onAudioResult={() => {}} />,
      );
      const tile = screen.getByTestId('remote-video-tile');
      expect(tile.textContent).toContain('Kamera aus');
      expect(tile.textContent).toContain('Stumm');
      expect(screen.getByLabelText('Kamera von bob')).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});

import type { Page } from 'playwright-core';
import call from '../../src/web/i18n/catalogues/call/en.json';
import { panel } from './video';

/** The camera's choice in a call with a stranger, as an English reader sees it. */
const STRANGER_CAMERA_TEXT = { show: call['call.video.showMyCamera'], hide: call['call.video.hideMyCamera'] };

/** What the journeys of calls with strangers (decision 284) read of a room's call. */

export const joinButton = (page: Page) => panel(page).getByRole('button', { name: 'Join' });
export const showButton = (page: Page) =>
  panel(page).getByRole('button', { name: STRANGER_CAMERA_TEXT.show });
export const hideButton = (page: Page) =>
  panel(page).getByRole('button', { name: STRANGER_CAMERA_TEXT.hide });

/** What the remote tile shows: whether its <video> has a picture, and whether it says "Camera off". */
export function remotePicture(page: Page) {
  return page.evaluate(() => {
    const tile = document.querySelector('[data-testid="remote-video-tile"]');
    const video = tile?.querySelector('video');
    const stream = video?.srcObject instanceof MediaStream ? video.srcObject : null;
    return {
      videoTracks: stream?.getVideoTracks().length ?? 0,
      videoWidth: video?.videoWidth ?? 0,
      cameraOff: tile?.getAttribute('data-camera-off') === 'true',
    };
  });
}

/** Whether this page's camera is open at all: a video track in its own tile's stream. */
export function ownCameraOpen(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('[data-testid="local-video-tile"] video');
    const stream =
      video instanceof HTMLVideoElement && video.srcObject instanceof MediaStream ? video.srcObject : null;
    return (stream?.getVideoTracks().length ?? 0) > 0;
  });
}

/** Until the two browsers' peer connection is up. */
export function connected(page: Page) {
  return page.waitForFunction(
    () =>
      (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.some(
        (pc) => pc.connectionState === 'connected',
      ),
    null,
    { timeout: 15_000 },
  );
}

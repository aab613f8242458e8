import { Settings2, UserRound, UserRoundX } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { CallControls } from './CallControls';
import { CallTiles } from './CallTiles';
import type { CallController, CallSnapshot } from './call-controller';
import { DevicePickers } from './DevicePickers';
import { MicLevelMeter } from './MicLevelMeter';
import { VIDEO_TEXT } from './messages';
import { QualityIndicator } from './QualityIndicator';
import { RoamingTilesSlot } from './RoamingTilesHost';
import { roamingTiles } from './roaming-tiles';

/**
 * The call on screen (decision 170): the other person's camera large, your own small and mirrored in its
 * corner, the call's buttons, the microphone meter, device pickers and the call's notice. The game room's
 * panel and the study board (decision 234) show it. In the game room the tiles themselves are drawn by
 * the page's `RoamingTilesHost` into this surface's slot, so they outlive a rematch (decision 171).
 */
export function CallSurface({
  controller,
  snapshot,
  opponentName,
  tall,
  hosted = false,
  className,
}: {
  controller: CallController;
  snapshot: CallSnapshot;
  opponentName: string | null;
  /** On a phone: the taller face of a live game; the shorter one leaves room for the result. */
  tall: boolean;
  /** The page draws the tiles above its per-game room (the game room): this surface only holds their slot. */
  hosted?: boolean;
  /** The page's own sizing of the surface (the study board gives it a fixed height when wide). */
  className?: string;
}) {
  // Kept by the page's roaming tiles, so a hidden self-view stays hidden across a rematch.
  const { selfHidden } = useSyncExternalStore(
    roamingTiles.subscribe,
    roamingTiles.getInfo,
    roamingTiles.getInfo,
  );
  const setSelfHidden = (hidden: boolean) => roamingTiles.setInfo({ selfHidden: hidden });
  const [devicesOpen, setDevicesOpen] = useState(false);
  const meterShown = Boolean(snapshot.localStream) && snapshot.phase === 'disconnected';
  const devicesShown = Boolean(snapshot.localStream) && devicesOpen;
  const notice = callNotice(snapshot);
  // The face, with the call's buttons: below the picture on a wide screen; on a phone over its
  // bottom-left corner like a call app, so the face keeps the height the board leaves.
  return (
    <div
      data-room-part="stage"
      className={cn(
        // A phone's face has a set height, so nothing below it moves the board during play; at the
        // end it gives the result and Rematch their room (decision 170).
        'relative order-1 min-h-16 flex-none wide:order-none wide:flex wide:h-auto wide:max-h-[62%] wide:min-h-48 wide:flex-1 sideways:max-h-[72%] sideways:min-h-0 sideways:flex-[3_1_0%] wide:flex-col wide:gap-2',
        // The room sets the face's height for its phone sizes (decision 172); elsewhere 17% of the screen.
        tall ? 'h-[var(--room-phone-face,17dvh)]' : 'h-[10dvh]',
        className,
      )}
    >
      {hosted ? (
        <RoamingTilesSlot
          className="relative h-full w-full wide:min-h-0 wide:flex-1"
          opponentName={opponentName}
        />
      ) : (
        <div className="relative h-full w-full wide:min-h-0 wide:flex-1">
          <CallTiles
            controller={controller}
            snapshot={snapshot}
            opponentName={opponentName}
            selfHidden={selfHidden}
          />
        </div>
      )}
      <div
        data-room-part="call"
        className="absolute bottom-2 left-2 z-10 max-w-[calc(74%-1rem)] rounded-lg bg-card/90 p-1 wide:static wide:max-w-none wide:shrink-0 wide:bg-transparent wide:p-0"
      >
        <div className="flex flex-wrap items-center gap-2">
          <CallControls
            phase={snapshot.phase}
            media={snapshot.media}
            previewing={snapshot.phase === 'disconnected' && snapshot.localStream !== null}
            onJoin={() => void controller.join({ announce: true })}
            onLeave={() => controller.leave()}
            onPreview={() => void controller.startPreview()}
            onStopPreview={() => controller.stopPreview()}
            onCamera={() => controller.toggleCamera()}
            onMic={() => controller.toggleMic()}
          />
          <Button
            variant="outline"
            size="icon"
            className="size-8 wide:size-9 sideways:size-8"
            aria-pressed={selfHidden}
            aria-label={selfHidden ? VIDEO_TEXT.showSelf : VIDEO_TEXT.hideSelf}
            title={selfHidden ? VIDEO_TEXT.showSelf : VIDEO_TEXT.hideSelf}
            onClick={() => setSelfHidden(!selfHidden)}
          >
            {selfHidden ? <UserRoundX aria-hidden /> : <UserRound aria-hidden />}
          </Button>
          {snapshot.localStream && (
            <Button
              variant="outline"
              size="icon"
              className="size-8 wide:size-9 sideways:size-8"
              aria-expanded={devicesOpen}
              aria-label={VIDEO_TEXT.devices}
              title={VIDEO_TEXT.devices}
              onClick={() => setDevicesOpen((open) => !open)}
            >
              <Settings2 aria-hidden />
            </Button>
          )}
          <span className="ml-auto hidden wide:inline">
            <QualityIndicator quality={snapshot.quality ?? null} />
          </span>
        </div>
      </div>
      {/*
        The meter, the device pickers and the call's notice: under the buttons on a wide screen;
        on a phone they drop down from the face over the board's top while there is one to show,
        so the buttons over the face never move.
      */}
      <div
        className={cn(
          'absolute inset-x-0 top-full z-20 mt-1 gap-1 rounded-lg bg-card p-2 shadow-lg wide:static wide:mt-0 wide:shrink-0 wide:bg-transparent wide:p-0 wide:shadow-none',
          meterShown || devicesShown || notice ? 'grid' : 'hidden wide:grid',
        )}
      >
        {/* A check before joining; in the call the other player's ears take over (and the CPU goes to video). */}
        {meterShown && <MicLevelMeter stream={snapshot.localStream} version={snapshot.localVersion} />}
        {devicesShown && (
          <DevicePickers
            devices={snapshot.devices}
            cameraId={snapshot.cameraId}
            microphoneId={snapshot.microphoneId}
            onCamera={(id) => void controller.chooseCamera(id)}
            onMicrophone={(id) => void controller.chooseMicrophone(id)}
          />
        )}
        <CallNotice notice={notice} />
      </div>
    </div>
  );
}

/** What the call has to say: its own notice, or that the live socket dropped during a call. */
function callNotice(snapshot: CallSnapshot): { text: string; tone: string } | null {
  return (
    snapshot.notice ??
    (snapshot.phase === 'connected' && !snapshot.socketOpen
      ? { text: VIDEO_TEXT.socketDown, tone: 'info' }
      : null)
  );
}

function CallNotice({ notice }: { notice: { text: string; tone: string } | null }) {
  const isError = notice?.tone === 'error';
  return (
    <p
      role={isError ? 'alert' : 'status'}
      className={cn(
        'text-xs empty:hidden',
        isError
          ? 'text-destructive'
          : notice?.tone === 'success'
            ? 'text-green-700'
            : 'text-muted-foreground',
      )}
    >
      {notice?.text}
    </p>
  );
}

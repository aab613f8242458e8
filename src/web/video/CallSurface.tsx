import { useLingui } from '@lingui/react';
import { Columns2, Settings2, UserRound, UserRoundX } from 'lucide-react';
import {
  type CSSProperties,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { CallControls } from './CallControls';
import { CallTiles } from './CallTiles';
import type { CallController, CallSnapshot, Notice } from './call-controller';
import { wantedHeight } from './call-layout';
import { callWords } from './call-words';
import { DevicePickers } from './DevicePickers';
import { setFacesFirst, useFacesFirst } from './faces-first';
import { MicLevelMeter } from './MicLevelMeter';
import { callText, VIDEO_TEXT } from './messages';
import { QualityIndicator } from './QualityIndicator';
import { RoamingTilesSlot } from './RoamingTilesHost';
import { roamingTiles } from './roaming-tiles';
import { stageShape, useStageShape } from './stage-shape';

/**
 * The call on screen (decision 170): the other person's camera large, your own small and mirrored in its
 * corner, the call's buttons, the microphone meter, device pickers and the call's notice. The game room's
 * panel and the study board (decision 234) show it. In the game room the tiles themselves are drawn by
 * the page's `RoamingTilesHost` into this stage's slot, so they outlive a rematch (decision 171).
 */
export function CallSurface({
  controller,
  snapshot,
  opponentName,
  tall,
  hosted = false,
  className,
  extra,
  gate,
}: {
  controller: CallController;
  snapshot: CallSnapshot;
  opponentName: string | null;
  /** On a phone: the taller face of a live game; the shorter one leaves room for the result. */
  tall: boolean;
  /** The page draws the tiles above its per-game room (the game room): this stage only holds their slot. */
  hosted?: boolean;
  /** The page's own sizing of the stage (the study board gives it a fixed height when wide). */
  className?: string;
  /** A button of the page's own for the call's bar (the game room's recording). */
  extra?: ReactNode;
  /** Over the faces instead of a call: why a lobby game has no call, or the 18+ declaration (decision 284). */
  gate?: ReactNode;
}) {
  callWords.useWords();
  const { i18n } = useLingui();
  // Kept by the page-wide stage, so a hidden self-view stays hidden across a rematch.
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
  const shape = useStageShape();
  const facesFirst = useFacesFirst();
  const barRef = useRef<HTMLDivElement>(null);
  // The buttons' own size, for the tiles to leave them room beside or below the picture.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    // Measured from the buttons themselves, on one line, whether the bar is now folded or not.
    const measure = () => {
      const row = bar.firstElementChild;
      if (!row) return;
      const items = laidOutItems(row).filter((item) => item.offsetWidth > 0);
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
      const widths = items.map((item) => item.offsetWidth);
      stageShape.set({
        bar: {
          width: widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, items.length - 1),
          height: Math.max(0, ...items.map((item) => item.offsetHeight)),
        },
        barItems: { count: items.length, widest: Math.max(0, ...widths), gap },
      });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    const row = bar.firstElementChild;
    if (row) for (const item of laidOutItems(row)) observer.observe(item);
    return () => observer.disconnect();
  }, []);
  // A wide room gives the stage the height its picture needs across the column, or what it can spare.
  const wanted = wantedHeight({
    width: shape.stage.width,
    remoteAspect: shape.remoteAspect,
    selfAspect: shape.selfAspect,
    bar: shape.bar,
    selfShown: !selfHidden,
    facesFirst,
  });
  const barPlace = shape.layout?.bar;
  const barColumns = shape.layout?.barColumns ?? null;
  // The faces, with the call's buttons beside or below the picture, never over it (decision 269).
  return (
    <div
      data-room-part="stage"
      style={{ '--stage-wanted': `${wanted}px` } as CSSProperties}
      className={cn(
        // A phone's face has a set height, so nothing below it moves the board during play; at the
        // end it gives the result and Rematch their room (decision 170). A wide room's stage is as
        // tall as its picture wants, and gives way to the tabs' least height.
        'relative order-1 min-h-16 flex-none wide:order-none wide:flex wide:h-[var(--stage-wanted)] wide:min-h-48 wide:flex-[0_1_auto] sideways:h-auto sideways:max-h-[72%] sideways:min-h-0 sideways:flex-[3_1_0%] wide:flex-col wide:gap-2',
        // The room sets the face's height for its phone sizes (decision 172); elsewhere 17% of the screen.
        tall ? 'h-[var(--room-phone-face,17dvh)]' : 'h-[10dvh]',
        className,
      )}
    >
      <div className="relative h-full w-full wide:min-h-0 wide:flex-1">
        {hosted ? (
          <RoamingTilesSlot className="absolute inset-0" opponentName={opponentName} />
        ) : (
          <div className="absolute inset-0">
            <CallTiles
              controller={controller}
              snapshot={snapshot}
              opponentName={opponentName}
              selfHidden={selfHidden}
            />
          </div>
        )}
        {gate}
        <div
          ref={barRef}
          data-room-part="call"
          className={cn('absolute z-10 w-max', !barPlace && 'bottom-0 left-0')}
          style={barPlace ? { left: barPlace.left, top: barPlace.top } : undefined}
        >
          <div
            className={cn('items-center gap-1.5 wide:gap-2', barColumns ? 'grid' : 'flex flex-nowrap')}
            style={barColumns ? { gridTemplateColumns: `repeat(${barColumns}, max-content)` } : undefined}
          >
            <CallControls
              phase={snapshot.phase}
              media={snapshot.media}
              previewing={snapshot.phase === 'disconnected' && snapshot.localStream !== null}
              onDemand={snapshot.onDemand}
              mediaBusy={snapshot.mediaBusy}
              joinDisabled={snapshot.callMode.mode === 'none' || snapshot.callMode.mode === 'pending'}
              onJoin={() => void controller.join({ announce: true })}
              onLeave={() => controller.leave()}
              onPreview={() => void controller.startPreview()}
              onStopPreview={() => controller.stopPreview()}
              onCamera={() => controller.toggleCamera()}
              onMic={() => controller.toggleMic()}
              extra={extra}
            />
            <Button
              variant="outline"
              size="icon"
              className="size-8 wide:size-9 sideways:size-8"
              aria-pressed={selfHidden}
              aria-label={selfHidden ? i18n._(VIDEO_TEXT.showSelf) : i18n._(VIDEO_TEXT.hideSelf)}
              title={selfHidden ? i18n._(VIDEO_TEXT.showSelf) : i18n._(VIDEO_TEXT.hideSelf)}
              onClick={() => setSelfHidden(!selfHidden)}
            >
              {selfHidden ? <UserRoundX aria-hidden /> : <UserRound aria-hidden />}
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8 wide:size-9 sideways:size-8"
              aria-pressed={facesFirst}
              aria-label={i18n._(VIDEO_TEXT.facesFirst)}
              title={facesFirst ? i18n._(VIDEO_TEXT.boardFirst) : i18n._(VIDEO_TEXT.facesFirst)}
              onClick={() => setFacesFirst(!facesFirst)}
            >
              <Columns2 aria-hidden />
            </Button>
            {snapshot.localStream && (
              <Button
                variant="outline"
                size="icon"
                className="size-8 wide:size-9 sideways:size-8"
                aria-expanded={devicesOpen}
                aria-label={i18n._(VIDEO_TEXT.devices)}
                title={i18n._(VIDEO_TEXT.devices)}
                onClick={() => setDevicesOpen((open) => !open)}
              >
                <Settings2 aria-hidden />
              </Button>
            )}
            <span className="hidden wide:inline sideways:hidden">
              <QualityIndicator quality={snapshot.quality ?? null} />
            </span>
          </div>
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

/**
 * The boxes the bar lays out: its children, and the children of any without a box of their own
 * (CallControls groups its buttons in a `display: contents` wrapper, which measures 0 wide).
 */
function laidOutItems(parent: Element): HTMLElement[] {
  return [...parent.children].flatMap((child) => {
    if (!(child instanceof HTMLElement)) return [];
    return getComputedStyle(child).display === 'contents' ? laidOutItems(child) : [child];
  });
}

/** What the call has to say: its own notice, or that the live socket dropped during a call. */
function callNotice(snapshot: CallSnapshot): Notice | null {
  return (
    snapshot.notice ??
    (snapshot.phase === 'connected' && !snapshot.socketOpen
      ? { id: VIDEO_TEXT.socketDown, tone: 'info' }
      : null)
  );
}

function CallNotice({ notice }: { notice: Notice | null }) {
  const { i18n } = useLingui();
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
      {notice ? callText(i18n, notice) : null}
    </p>
  );
}

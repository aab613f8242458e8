import { useLingui } from '@lingui/react';
import { MicOff, PictureInPicture2, VideoOff } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { VIDEO_TEXT } from './messages';
import { SPEAKING_LEVEL } from './speaking';
import { followAspect } from './stage-shape';
import { useMicLevel } from './use-mic-level';

interface TileFrameProps {
  label: string;
  cameraOff: boolean;
  muted: boolean;
  /** Ringed while this person's sound is above speech level. */
  speaking: boolean;
  /** Shown over the tile instead of the picture (waiting, connecting, left…). */
  overlay?: ReactNode;
  children: ReactNode;
  testId: string;
  /** Size and shape: the room decides (large stage, small self-view). */
  className?: string;
  /** The name's corner: the large tile keeps its bottom-left for the call's buttons on a phone. */
  captionTop?: boolean;
  style?: CSSProperties;
}

/** A tile with the name, the camera-off and muted states, and a ring while its person speaks. */
function TileFrame({
  label,
  cameraOff,
  muted,
  speaking,
  overlay,
  children,
  testId,
  className,
  captionTop = false,
  style,
}: TileFrameProps) {
  const { i18n } = useLingui();
  return (
    <figure
      data-testid={testId}
      data-camera-off={cameraOff || undefined}
      data-muted={muted || undefined}
      data-speaking={speaking || undefined}
      style={style}
      className={cn(
        'relative overflow-hidden rounded-md bg-stone-900 text-white ring-offset-2 ring-offset-background transition-shadow',
        speaking && 'ring-4 ring-green-500',
        className,
      )}
    >
      {children}
      {(cameraOff || overlay) && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-stone-900 p-2 text-center text-xs [container-type:size]">
          {/* A thumbnail (under 7rem wide or 4.5rem high: a phone's tiles) keeps the icon alone, the words for
              screen readers only: they would run into the name below them. */}
          {typeof overlay === 'string' ? (
            <span className="sr-only [@container(min-width:7rem)_and_(min-height:4.5rem)]:not-sr-only">
              {overlay}
            </span>
          ) : (
            (overlay ?? (
              <>
                <VideoOff aria-hidden className="size-5" />
                <span className="sr-only [@container(min-width:7rem)_and_(min-height:4.5rem)]:not-sr-only">
                  {i18n._(VIDEO_TEXT.cameraOff)}
                </span>
              </>
            ))
          )}
        </div>
      )}
      <figcaption
        className={cn(
          'absolute start-1 flex max-w-[calc(100%-0.5rem)] items-center gap-1 rounded bg-black/60 px-1.5 py-0.5 text-xs',
          captionTop ? 'top-1' : 'bottom-1',
        )}
      >
        <span className="truncate">{label}</span>
        {muted && (
          <span className="inline-flex items-center gap-0.5 text-red-300">
            <MicOff aria-hidden className="size-3" />
            {i18n._(VIDEO_TEXT.muted)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** Your own camera, mirrored like a mirror, never playing your own sound. */
export function LocalTile({
  stream,
  version,
  cameraOff,
  muted,
  className,
  style,
  onAspect,
}: {
  stream: MediaStream | null;
  version: number;
  cameraOff: boolean;
  muted: boolean;
  className?: string;
  /** Where the stage's layout puts it. */
  style?: CSSProperties;
  /** The camera's shape (width / height), once known and whenever it changes. */
  onAspect?(aspect: number): void;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const level = useMicLevel(muted ? null : stream, version);
  const reportAspect = useRef(onAspect);
  reportAspect.current = onAspect;
  useEffect(() => {
    const video = ref.current;
    return video ? followAspect(video, (aspect) => reportAspect.current?.(aspect)) : undefined;
  }, []);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    void version;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream, version]);
  return (
    <TileFrame
      label={i18n._(VIDEO_TEXT.you)}
      cameraOff={cameraOff}
      muted={muted}
      speaking={level >= SPEAKING_LEVEL}
      overlay={
        stream ? undefined : (
          <>
            <VideoOff aria-hidden className="size-5" />
            {/* A roomy self-view says the whole sentence, a middle one the short form, a thumbnail the icon alone. */}
            <span className="hidden [@container(min-width:10rem)_and_(min-height:4.5rem)]:inline">
              {i18n._('call.video.cameraOffUntilJoin')}
            </span>
            <span className="sr-only [@container(min-width:7rem)_and_(min-height:4.5rem)]:not-sr-only [@container(min-width:10rem)_and_(min-height:4.5rem)]:hidden">
              {i18n._(VIDEO_TEXT.cameraOff)}
            </span>
          </>
        )
      }
      testId="local-video-tile"
      className={className}
      style={style}
    >
      <video
        ref={ref}
        aria-label={i18n._('call.video.yourCamera')}
        muted
        playsInline
        autoPlay
        className="h-full w-full -scale-x-100 object-cover"
      />
    </TileFrame>
  );
}

/** Whether this browser lets a page put a video in a floating window. */
function pictureInPictureOffered(): boolean {
  return typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
}

/**
 * The other player. Their sound plays through this video element; when the browser blocks sound
 * without a click, the picture plays muted and a button asks for the click (spec §8). Picture-in-
 * picture keeps their face in view while the player is in another tab.
 */
export function RemoteTile({
  name,
  stream,
  trackCount,
  cameraOff,
  muted,
  overlay,
  onAudioResult,
  className,
  style,
  onAspect,
}: {
  name: string;
  stream: MediaStream | null;
  trackCount: number;
  cameraOff: boolean;
  muted: boolean;
  overlay?: ReactNode;
  onAudioResult(ok: boolean): void;
  className?: string;
  /** Where the stage's layout puts it: sized to the camera's own shape, so the face shows whole. */
  style?: CSSProperties;
  /** The camera's shape (width / height), from its frames: a phone turned sideways changes it. */
  onAspect?(aspect: number): void;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [audioBlocked, setAudioBlocked] = useState(false);
  const [floating, setFloating] = useState(false);
  // The other person's voice, measured from their stream's audio track: the ring while they speak.
  const level = useMicLevel(muted ? null : stream, trackCount);
  const reportAspect = useRef(onAspect);
  reportAspect.current = onAspect;
  useEffect(() => {
    const video = ref.current;
    return video ? followAspect(video, (aspect) => reportAspect.current?.(aspect)) : undefined;
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    void trackCount;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    video.muted = false;
    video.play().catch(async (error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return;
      video.muted = true;
      setAudioBlocked(true);
      await video.play().catch(() => {});
    });
  }, [stream, trackCount]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const enter = () => setFloating(true);
    const leave = () => setFloating(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, []);

  const enableAudio = async () => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    try {
      await video.play();
      setAudioBlocked(false);
      onAudioResult(true);
    } catch {
      video.muted = true;
      onAudioResult(false);
    }
  };

  const togglePictureInPicture = () => {
    const video = ref.current;
    if (!video) return;
    if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(() => {});
    else void video.requestPictureInPicture().catch(() => {});
  };
  const canFloat = stream !== null && !cameraOff && !overlay && pictureInPictureOffered();

  return (
    <div className={cn('relative', className)} style={style}>
      <TileFrame
        label={name}
        cameraOff={Boolean(stream) && cameraOff && !overlay}
        muted={Boolean(stream) && muted}
        speaking={stream !== null && level >= SPEAKING_LEVEL}
        overlay={overlay}
        testId="remote-video-tile"
        className="h-full w-full"
        captionTop
      >
        {/* biome-ignore lint/a11y/useMediaCaption: a live call has no caption track to offer */}
        <video
          ref={ref}
          aria-label={i18n._('call.video.camera', { name })}
          playsInline
          autoPlay
          className={cn('h-full w-full object-cover', !stream && 'invisible')}
        />
      </TileFrame>
      <div className="absolute top-1 end-1 flex gap-1">
        {audioBlocked && stream && (
          <Button size="sm" variant="accent" className="h-7 px-2 text-xs" onClick={() => void enableAudio()}>
            {i18n._(VIDEO_TEXT.enableAudio)}
          </Button>
        )}
        {canFloat && (
          <Button
            size="icon"
            variant="ghost"
            className="size-7 bg-black/60 text-white hover:bg-black/80 hover:text-white"
            aria-label={floating ? i18n._(VIDEO_TEXT.pipExit) : i18n._(VIDEO_TEXT.pipEnter)}
            title={floating ? i18n._(VIDEO_TEXT.pipExit) : i18n._(VIDEO_TEXT.pipEnter)}
            aria-pressed={floating}
            onClick={togglePictureInPicture}
          >
            <PictureInPicture2 aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </div>
  );
}

import { MicOff, VideoOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { VIDEO_TEXT } from './messages';

interface TileFrameProps {
  label: string;
  cameraOff: boolean;
  muted: boolean;
  /** Shown over the tile instead of the picture (waiting, connecting, left…). */
  overlay?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** A 100 px high tile (spec §2) with the name, and the camera-off and muted states. */
function TileFrame({ label, cameraOff, muted, overlay, children, testId }: TileFrameProps) {
  return (
    <figure
      data-testid={testId}
      data-camera-off={cameraOff || undefined}
      data-muted={muted || undefined}
      className="relative h-[100px] overflow-hidden rounded-md bg-stone-900 text-white"
    >
      {children}
      {(cameraOff || overlay) && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-stone-900 p-2 text-center text-xs">
          {overlay ?? (
            <>
              <VideoOff aria-hidden className="size-5" />
              <span>{VIDEO_TEXT.cameraOff}</span>
            </>
          )}
        </div>
      )}
      <figcaption className="absolute bottom-1 left-1 flex max-w-[calc(100%-0.5rem)] items-center gap-1 rounded bg-black/60 px-1.5 py-0.5 text-xs">
        <span className="truncate">{label}</span>
        {muted && (
          <span className="inline-flex items-center gap-0.5 text-red-300">
            <MicOff aria-hidden className="size-3" />
            {VIDEO_TEXT.muted}
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
}: {
  stream: MediaStream | null;
  version: number;
  cameraOff: boolean;
  muted: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    void version;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream, version]);
  return (
    <TileFrame
      label={VIDEO_TEXT.you}
      cameraOff={cameraOff}
      muted={muted}
      overlay={stream ? undefined : <span>Camera is off until you preview or join</span>}
      testId="local-video-tile"
    >
      <video
        ref={ref}
        aria-label="Your camera"
        muted
        playsInline
        autoPlay
        className="h-full w-full -scale-x-100 object-cover"
      />
    </TileFrame>
  );
}

/**
 * The other player. Their sound plays through this video element; when the browser blocks sound
 * without a click, the picture plays muted and a button asks for the click (spec §8).
 */
export function RemoteTile({
  name,
  stream,
  trackCount,
  cameraOff,
  muted,
  overlay,
  onAudioResult,
}: {
  name: string;
  stream: MediaStream | null;
  trackCount: number;
  cameraOff: boolean;
  muted: boolean;
  overlay?: ReactNode;
  onAudioResult(ok: boolean): void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [audioBlocked, setAudioBlocked] = useState(false);

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

  return (
    <div className="relative">
      <TileFrame
        label={name}
        cameraOff={Boolean(stream) && cameraOff && !overlay}
        muted={Boolean(stream) && muted}
        overlay={overlay}
        testId="remote-video-tile"
      >
        {/* biome-ignore lint/a11y/useMediaCaption: a live call has no caption track to offer */}
        <video
          ref={ref}
          aria-label={`${name}'s camera`}
          playsInline
          autoPlay
          className={cn('h-full w-full object-cover', !stream && 'invisible')}
        />
      </TileFrame>
      {audioBlocked && stream && (
        <Button
          size="sm"
          variant="accent"
          className="absolute top-1 right-1 h-7 px-2 text-xs"
          onClick={() => void enableAudio()}
        >
          {VIDEO_TEXT.enableAudio}
        </Button>
      )}
    </div>
  );
}

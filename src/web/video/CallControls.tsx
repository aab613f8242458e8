import { useLingui } from '@lingui/react';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/ui/button';
import type { CallPhase } from './call-controller';
import { callWords } from './call-words';
import { VIDEO_TEXT } from './messages';
import type { MediaState } from './video-call';

interface CallControlsProps {
  phase: CallPhase;
  media: MediaState;
  previewing: boolean;
  /** A call with a stranger (decision 284): the camera is a clear "Show my camera" choice, off at first. */
  onDemand?: boolean;
  /** A camera or microphone is opening. */
  mediaBusy?: boolean;
  /** The call cannot be joined now (a lobby game's call not possible, or its answer not yet known). */
  joinDisabled?: boolean;
  onJoin(): void;
  onLeave(): void;
  onPreview(): void;
  onStopPreview(): void;
  onCamera(): void;
  onMic(): void;
  /** The page's own button for the call (the game room's recording), after the microphone. */
  extra?: ReactNode;
}

/** The camera's choice in a call with a stranger (decision 284). */
export const STRANGER_CAMERA_TEXT = {
  show: 'call.video.showMyCamera',
  hide: 'call.video.hideMyCamera',
} as const;

/** Join / Connecting... (disabled) / Leave, and the camera and microphone toggles (only in a call). */
export function CallControls(props: CallControlsProps) {
  callWords.useWords();
  const { i18n } = useLingui();
  const { phase, media, previewing } = props;
  const connected = phase === 'connected';
  return (
    // Its buttons are items of the call's bar, which lays them out in a row or folded in columns.
    <div className="contents">
      {phase === 'connected' ? (
        <Button
          variant="destructive"
          size="sm"
          className="h-8 px-2.5 wide:h-9 wide:px-3 sideways:h-8 sideways:px-2.5"
          onClick={props.onLeave}
        >
          <PhoneOff aria-hidden />
          {/* Over the face on a phone the icon says it; the name stays for screen readers. */}
          <span className="sr-only wide:not-sr-only sideways:sr-only">{i18n._(VIDEO_TEXT.leave)}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          className="h-8 px-2.5 wide:h-9 wide:px-3"
          disabled={phase === 'connecting' || props.joinDisabled === true}
          onClick={props.onJoin}
        >
          <Video aria-hidden />
          {phase === 'connecting' ? i18n._(VIDEO_TEXT.connecting) : i18n._(VIDEO_TEXT.join)}
        </Button>
      )}
      {connected && props.onDemand ? (
        <Button
          size="sm"
          variant={media.camera ? 'outline' : 'default'}
          className="h-8 px-2.5 wide:h-9 wide:px-3 sideways:h-8 sideways:px-2.5"
          disabled={props.mediaBusy === true}
          title={i18n._(media.camera ? STRANGER_CAMERA_TEXT.hide : STRANGER_CAMERA_TEXT.show)}
          onClick={props.onCamera}
        >
          {media.camera ? <VideoOff aria-hidden /> : <Video aria-hidden />}
          {/* Over the face on a phone the filled button and its icon say it, as Leave does; the name stays for screen readers. */}
          <span className="sr-only wide:not-sr-only sideways:sr-only">
            {i18n._(media.camera ? STRANGER_CAMERA_TEXT.hide : STRANGER_CAMERA_TEXT.show)}
          </span>
        </Button>
      ) : (
        <MediaToggle
          on={media.camera}
          enabled={connected}
          label={i18n._(media.camera ? 'call.video.cameraOffButton' : 'call.video.cameraOnButton')}
          icon={media.camera ? <Video aria-hidden /> : <VideoOff aria-hidden />}
          onClick={props.onCamera}
        />
      )}
      <MediaToggle
        on={media.mic}
        enabled={connected && props.mediaBusy !== true}
        label={i18n._(media.mic ? 'call.video.mute' : 'call.video.unmute')}
        icon={media.mic ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        onClick={props.onMic}
      />
      {props.extra}
      {phase === 'disconnected' && (
        // Not over the face on a phone: a fifth button there wraps the row up out of the picture.
        <Button
          variant="ghost"
          size="sm"
          className="hidden wide:inline-flex sideways:hidden"
          onClick={previewing ? props.onStopPreview : props.onPreview}
        >
          {previewing ? i18n._(VIDEO_TEXT.stopPreview) : i18n._(VIDEO_TEXT.preview)}
        </Button>
      )}
    </div>
  );
}

/** A camera or microphone switch: pressed while that device is on, usable only in a call. */
function MediaToggle({
  on,
  enabled,
  label,
  icon,
  onClick,
}: {
  on: boolean;
  enabled: boolean;
  label: string;
  icon: ReactNode;
  onClick(): void;
}) {
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-8 wide:size-9 sideways:size-8"
      disabled={!enabled}
      aria-pressed={enabled ? on : undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
}

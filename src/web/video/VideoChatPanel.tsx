import { Video } from 'lucide-react';
import type { Color, Game } from '../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/cn';
import { CallControls } from './CallControls';
import { ChatLog } from './ChatLog';
import type { CallSnapshot } from './call-controller';
import { DevicePickers } from './DevicePickers';
import { MicLevelMeter } from './MicLevelMeter';
import { VIDEO_TEXT } from './messages';
import { QualityIndicator } from './QualityIndicator';
import { remoteStatus } from './remote-status';
import { useVideoCall } from './use-video-call';
import { LocalTile, RemoteTile } from './VideoTile';

export interface VideoChatPanelProps {
  game: Game;
  /** The signed-in viewer; spectators and signed-out visitors get no panel. */
  userId: string | null | undefined;
}

/**
 * The room's right column (spec 02 §2 'Video chat panel'): a 1:1 call with the opponent and the
 * players' text chat. Loaded lazily by the room, only for the two players.
 */
export default function VideoChatPanel({ game, userId }: VideoChatPanelProps) {
  const color: Color | null =
    userId && userId === game.whitePlayerId
      ? 'white'
      : userId && userId === game.blackPlayerId
        ? 'black'
        : null;
  if (!color) return null;
  const opponent = color === 'white' ? game.black : game.white;
  // Before anyone takes the other seat there is no name yet.
  const opponentName = opponent ? (opponent.displayName ?? opponent.username) : null;
  return <PlayerPanel gameId={game.id} color={color} opponentName={opponentName} />;
}

function PlayerPanel({
  gameId,
  color,
  opponentName,
}: {
  gameId: string;
  color: Color;
  opponentName: string | null;
}) {
  const { controller, snapshot } = useVideoCall(gameId, color);
  return (
    <Card className="w-full min-w-0" data-testid="video-chat-panel">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 p-4 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Video className="size-4" aria-hidden="true" />
          {VIDEO_TEXT.title}
        </CardTitle>
        <QualityIndicator quality={snapshot?.quality ?? null} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-4 pt-0">
        {controller && snapshot && (
          <>
            <div className="grid grid-cols-2 gap-2">
              <LocalTile
                stream={snapshot.localStream}
                version={snapshot.localVersion}
                cameraOff={snapshot.phase === 'connected' && !snapshot.media.camera}
                muted={snapshot.phase === 'connected' && !snapshot.media.mic}
              />
              <RemoteTile
                name={opponentName ?? 'Opponent'}
                stream={snapshot.phase === 'connected' ? (snapshot.remote?.stream ?? null) : null}
                trackCount={snapshot.remote?.stream?.getTracks().length ?? 0}
                cameraOff={!(snapshot.remote?.media.camera ?? true)}
                muted={!(snapshot.remote?.media.mic ?? true)}
                overlay={remoteStatus(snapshot, opponentName)}
                onAudioResult={(ok) => controller.audioResult(ok)}
              />
            </div>
            {/* A check before joining; in the call the other player's ears take over (and the CPU goes to video). */}
            {snapshot.localStream && snapshot.phase === 'disconnected' && (
              <MicLevelMeter stream={snapshot.localStream} version={snapshot.localVersion} />
            )}
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
            {snapshot.localStream && (
              <DevicePickers
                devices={snapshot.devices}
                cameraId={snapshot.cameraId}
                microphoneId={snapshot.microphoneId}
                onCamera={(id) => void controller.chooseCamera(id)}
                onMicrophone={(id) => void controller.chooseMicrophone(id)}
              />
            )}
            <CallNotice snapshot={snapshot} />
          </>
        )}
        <ChatLog gameId={gameId} />
      </CardContent>
    </Card>
  );
}

function CallNotice({ snapshot }: { snapshot: CallSnapshot }) {
  const notice =
    snapshot.notice ??
    (snapshot.phase === 'connected' && !snapshot.socketOpen
      ? { text: VIDEO_TEXT.socketDown, tone: 'info' }
      : null);
  const isError = notice?.tone === 'error';
  return (
    <p
      role={isError ? 'alert' : 'status'}
      className={cn(
        'min-h-4 text-xs',
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

import errorsArea from 'virtual:catalogue-area/errors';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, Send, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_MESSAGE_MAX_SECONDS } from '../../core/limits';
import type { Color, Game, VideoMessage } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { correspondenceWords } from '../i18n/correspondence-words';
import { loadArea } from '../i18n/i18n';
import { refusalText } from '../i18n/refusal-text';
import { apiErrorOf } from '../lib/api';
import { cn } from '../lib/cn';
import { ReportButton } from '../reports/ReportButton';
import { type MessageRecording, recordMessage } from './message-recorder';
import { readVideoMessages, videoMessagesKey } from './use-message-nudge';

// A refused message is worded from the errors area when it is here; until then, the server's words.
void loadArea(errorsArea).catch(() => undefined);

export interface VideoMessagesPanelProps {
  game: Game;
  me: Color;
  /**
   * In a phone's Messages tab rather than above the board: the thread as a column with larger pictures, and a line
   * saying where messages will be while there are none.
   */
  inTab?: boolean;
}

/** "12. Nf3" or "12… Nf6": the move a message came with, as a score sheet writes it. */
function moveLabel(game: Game, ply: number): string {
  const number = Math.ceil(ply / 2);
  const whiteMoved = (ply % 2 === 1) === (game.startFen ? game.startFen.split(' ')[1] !== 'b' : true);
  return `${number}${whiteMoved ? '.' : '…'} ${game.san[ply - 1] ?? ''}`;
}

/** Whether this browser can record at all: some (older Safari, locked-down webviews) have no MediaRecorder. */
function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type Step =
  | { kind: 'idle' }
  | {
      kind: 'recording';
      recording: MessageRecording;
      stream: MediaStream;
      startedAt: number;
      withVideo: boolean;
    }
  | { kind: 'preview'; blob: Blob; url: string; withVideo: boolean }
  | { kind: 'sending'; blob: Blob; url: string; withVideo: boolean };

/**
 * A correspondence game's messages (issue 32, decision 328): the thread, each with the move it came with, and
 * after one's own move the recorder: camera and microphone or sound alone, at most 30 seconds with a countdown,
 * watched before it is sent, recorded again, or left out.
 */
export default function VideoMessagesPanel({ game, me, inTab = false }: VideoMessagesPanelProps) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const plies = game.moves.length;
  const key = videoMessagesKey(game.id);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => readVideoMessages(game.id),
    // The opponent's message follows their move by a few seconds: looked for again while the room is open.
    refetchInterval: 15_000,
  });
  // A new move may bring its message: the thread is read again with each move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ply count is the trigger.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: key });
  }, [plies]);
  const messages = data?.messages ?? [];
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [skipped, setSkipped] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());
  const live = useRef<HTMLVideoElement>(null);

  const myLastMove = plies > 0 && game.currentTurn !== me && game.status === 'active';
  const hasMessage = messages.some((message) => message.ply === plies);
  const offer = myLastMove && !hasMessage && skipped !== plies;

  useEffect(() => {
    if (step.kind !== 'recording') return;
    if (live.current) live.current.srcObject = step.stream;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [step]);

  const start = async (withVideo: boolean) => {
    setProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: withVideo });
    } catch {
      setProblem(i18n._('correspondence.messages.noCamera'));
      return;
    }
    const recording = await recordMessage(stream, withVideo);
    // One reading of the clock for both: two could differ by a millisecond and show "31 seconds left".
    const startedAt = Date.now();
    setNow(startedAt);
    setStep({ kind: 'recording', recording, stream, startedAt, withVideo });
    const blob = await recording.done;
    for (const track of stream.getTracks()) track.stop();
    setStep({ kind: 'preview', blob, url: URL.createObjectURL(blob), withVideo });
  };

  const discard = () => {
    if (step.kind === 'preview') URL.revokeObjectURL(step.url);
    setStep({ kind: 'idle' });
  };

  const send = async () => {
    if (step.kind !== 'preview') return;
    setStep({ ...step, kind: 'sending' });
    setProblem(null);
    try {
      const response = await fetch(`/api/games/${game.id}/messages?ply=${plies}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': step.blob.type || 'video/webm' },
        body: step.blob,
      });
      if (!response.ok) throw await apiErrorOf(response);
      URL.revokeObjectURL(step.url);
      setStep({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setProblem(refusalText(i18n, error, i18n._('correspondence.messages.failed')));
      setStep({ ...step, kind: 'preview' });
    }
  };

  if (messages.length === 0 && !offer && step.kind === 'idle')
    return inTab ? (
      <p className="text-sm text-muted-foreground" data-testid="video-messages-none">
        {i18n._('correspondence.messages.none')}
      </p>
    ) : null;
  // Never more than thirty, whatever the order in which the clock was read.
  const elapsed = step.kind === 'recording' ? Math.max(0, now - step.startedAt) : 0;
  const left =
    step.kind === 'recording' ? Math.max(0, VIDEO_MESSAGE_MAX_SECONDS - Math.floor(elapsed / 1000)) : 0;

  return (
    <section
      aria-label={i18n._('correspondence.messages.title')}
      className={cn('flex flex-col gap-2 text-sm', !inTab && 'rounded-md border bg-card p-2')}
      data-testid="video-messages"
    >
      {messages.length > 0 ? (
        <ol
          className={cn('flex gap-2', inTab ? 'flex-col' : 'overflow-x-auto')}
          aria-label={i18n._('correspondence.messages.title')}
        >
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} game={game} me={me} large={inTab} />
          ))}
        </ol>
      ) : null}
      {offer || step.kind !== 'idle' ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="message-composer">
          {step.kind === 'idle' && !canRecord() ? (
            <>
              <span data-testid="message-unavailable">{i18n._('correspondence.messages.unavailable')}</span>
              <Button size="sm" variant="ghost" onClick={() => setSkipped(plies)}>
                {i18n._('correspondence.messages.skip')}
              </Button>
            </>
          ) : null}
          {step.kind === 'idle' && canRecord() ? (
            <>
              <span className="font-medium">
                {i18n._('correspondence.messages.add', { move: moveLabel(game, plies) })}
              </span>
              <Button size="sm" onClick={() => void start(true)}>
                <Video aria-hidden className="size-4" />
                {i18n._('correspondence.messages.recordVideo')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void start(false)}>
                <Mic aria-hidden className="size-4" />
                {i18n._('correspondence.messages.recordAudio')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSkipped(plies)}>
                {i18n._('correspondence.messages.skip')}
              </Button>
            </>
          ) : null}
          {step.kind === 'recording' ? (
            <>
              {step.withVideo ? (
                <video ref={live} muted autoPlay playsInline className="h-16 rounded bg-black wide:h-24" />
              ) : null}
              <span
                role="timer"
                className="font-semibold tabular-nums text-red-700"
                data-testid="message-countdown"
              >
                {i18n._('correspondence.messages.left', { seconds: left })}
              </span>
              <Button size="sm" variant="destructive" onClick={() => step.recording.stop()}>
                {i18n._('correspondence.messages.stop')}
              </Button>
            </>
          ) : null}
          {step.kind === 'preview' || step.kind === 'sending' ? (
            <>
              <span className="w-full">{i18n._('correspondence.messages.preview')}</span>
              {step.withVideo ? (
                // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
                <video
                  src={step.url}
                  controls
                  playsInline
                  className="h-16 rounded bg-black wide:h-28"
                  data-testid="message-preview"
                />
              ) : (
                // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
                <audio src={step.url} controls data-testid="message-preview" />
              )}
              <Button size="sm" disabled={step.kind === 'sending'} onClick={() => void send()}>
                <Send aria-hidden className="size-4" />
                {step.kind === 'sending'
                  ? i18n._('correspondence.messages.sending')
                  : i18n._('correspondence.messages.send')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={step.kind === 'sending'}
                onClick={() => {
                  discard();
                  void start(step.withVideo);
                }}
              >
                {i18n._('correspondence.messages.again')}
              </Button>
              <Button size="sm" variant="ghost" disabled={step.kind === 'sending'} onClick={discard}>
                {i18n._('correspondence.messages.discard')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function MessageItem({
  message,
  game,
  me,
  large,
}: {
  message: VideoMessage;
  game: Game;
  me: Color;
  large: boolean;
}) {
  const { i18n } = useLingui();
  const mine = (me === 'white' ? game.whitePlayerId : game.blackPlayerId) === message.authorId;
  const author = message.authorId === game.whitePlayerId ? game.white : game.black;
  const name = author?.displayName ?? author?.username ?? '';
  const move = moveLabel(game, message.ply);
  return (
    // The picture first and its words beside it (one short row above the board), or under it in a phone's tab.
    <li
      className={cn('flex shrink-0 gap-2', large ? 'flex-col items-start' : 'items-center')}
      data-testid="video-message"
    >
      {message.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
        <video
          src={message.url}
          controls
          playsInline
          preload="metadata"
          className={cn('rounded bg-black', large ? 'h-40' : 'h-16 wide:h-28')}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
        <audio src={message.url} controls preload="metadata" className="w-48" />
      )}
      <div className="flex flex-col items-start gap-1">
        <span className="text-xs text-muted-foreground">
          {mine
            ? i18n._('correspondence.messages.mine', { move })
            : i18n._('correspondence.messages.theirs', { name, move })}
        </span>
        {mine ? null : (
          <ReportButton
            subject={{ kind: 'video_message', gameId: game.id, messageId: message.id }}
            name={name}
            label={i18n._('correspondence.messages.report')}
            className="h-7 px-2 text-xs"
          />
        )}
      </div>
    </li>
  );
}

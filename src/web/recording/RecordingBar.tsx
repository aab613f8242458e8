import { useLingui } from '@lingui/react';
import { Circle, Download, Loader2, Square, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { shownName } from '../../core/game-card';
import { planFor } from '../../core/plans';
import type { Color, Game } from '../../core/protocol';
import { UpgradeLink } from '../billing/UpgradeLink';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import type { ClockReading } from '../game/clock';
import { PositionHistory } from '../game/history';
import type { LinkStatus } from '../game/live-link';
import { outcomeSentence } from '../game/outcome-text';
import type { Presence } from '../game/room-state';
import { planName } from '../i18n/plan-words';
import { useAuth } from '../lib/auth';
import { getLiveSocket } from '../lib/live-socket';
import { useLiveMessages } from '../lib/use-live-messages';
import { callWords } from '../video/call-words';
import { callStreamsOf } from './call-streams';
import { loadPieceImages } from './canvas-board';
import { type ConsentNotice, RecordingConsent } from './consent';
import { RecordingUpsell } from './RecordingUpsell';
import { type FinishedRecording, type Recorder, startRecorder } from './recorder';
import { formatElapsed, noticeText } from './recording-text';
import type { SceneData, SceneWords } from './scene';

export interface RecordingBarProps {
  game: Game;
  me: Color;
  clock: ClockReading | null;
  clockOffsetMs: number;
  presence: Presence | null;
  connection: LinkStatus;
  /** The ply being looked at while reviewing; null: the live position. */
  viewPly: number | null;
}

/**
 * Recording the game and the call, with both players' consent (decision 192): the ask, the other side's
 * dialog, the REC indicator on both sides, stop, and the download. Loaded only in a player's room.
 */
/** "2.4", "2,4": a file's size in megabytes with one decimal, as the reader's language writes it. */
function megabytesText(locale: string, bytes: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );
}

export default function RecordingBar({
  game,
  me,
  clock,
  clockOffsetMs,
  presence,
  connection,
  viewPly,
}: RecordingBarProps) {
  callWords.useWords();
  const { i18n } = useLingui();
  const other: Color = me === 'white' ? 'black' : 'white';
  const otherName = shownName(other === 'white' ? game.white : game.black);
  const history = useMemo(() => new PositionHistory(), []);
  const step = history.shown(game, viewPly);
  const shown = {
    fen: step.fen,
    lastMove: step.lastMove ? `${step.lastMove.from}-${step.lastMove.to}` : null,
  };
  const words: SceneWords = {
    colour: {
      white: i18n._('room.color', { color: 'white' }),
      black: i18n._('room.color', { color: 'black' }),
    },
    cameraOff: i18n._('call.cameraOff'),
    outcome:
      game.result && game.termination
        ? outcomeSentence(i18n, { result: game.result, termination: game.termination })
        : null,
  };
  const scene = useRef<SceneData>({ game, shown, clock, clockOffsetMs, me, words });
  scene.current = { game, shown, clock, clockOffsetMs, me, words };
  const nameRef = useRef(otherName);
  nameRef.current = otherName;
  const recorder = useRef<Recorder | null>(null);
  const [finished, setFinished] = useState<FinishedRecording | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);

  const consent = useMemo(() => {
    const finish = () => {
      const running = recorder.current;
      recorder.current = null;
      setStartedAt(null);
      if (running) void running.stop().then(setFinished);
    };
    const created: RecordingConsent = new RecordingConsent({
      gameId: game.id,
      otherName: () => nameRef.current,
      send: (message) => getLiveSocket().send(message),
      async startRecorder() {
        setFinished(null);
        recorder.current = await startRecorder({
          scene: () => scene.current,
          streams: () => callStreamsOf(game.id),
          images: await loadPieceImages(),
          onEnded: (reason) => created.recorderEnded(reason),
        });
        setStartedAt(Date.now());
      },
      stopRecorder: finish,
    });
    return created;
  }, [game.id]);
  const state = useSyncExternalStore(consent.subscribe, consent.getState);
  useLiveMessages((message) => consent.receive(message));

  const otherHere = presence ? presence[other] : false;
  useEffect(() => {
    if (connection !== 'open' || (presence && !presence[other])) consent.partnerGone();
  }, [consent, connection, presence, other]);
  useEffect(() => {
    const onPageHide = () => consent.stop('left');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      consent.stop('left');
    };
  }, [consent]);

  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  const download = () => {
    if (!finished) return;
    const url = URL.createObjectURL(finished.file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `chesschat-${game.id}.webm`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const { phase } = state;
  const live = phase === 'recording' || phase === 'recorded';
  const [dismissed, setDismissed] = useState<ConsentNotice | null>(null);
  const notice = state.notice !== dismissed ? state.notice : null;
  const [upsellOpen, setUpsellOpen] = useState(false);
  const { user } = useAuth();
  // Only a display choice: the server checks the plan again when asked (decision 192).
  const mayRecord = user ? planFor(user.subscriptionTier).recording : false;
  const control = 'size-8 wide:size-9 sideways:size-8';
  return (
    // One button in the call's bar while nothing happens; REC, Stop and Download when it does (decision 269).
    <section
      aria-label={i18n._('call.recording.label')}
      data-testid="recording-bar"
      className="relative flex items-center gap-1.5"
    >
      {live ? (
        <span
          role="status"
          className="flex items-center gap-1 text-xs font-semibold text-red-600"
          data-testid="rec-indicator"
          title={
            phase === 'recording' && startedAt !== null
              ? i18n._('call.recording.recordingYou', {
                  elapsed: formatElapsed(Math.max(0, now - startedAt)),
                })
              : i18n._('call.recording.recordedBy', { name: otherName })
          }
        >
          <Circle className="size-3 animate-pulse fill-red-600" aria-hidden="true" />
          {i18n._('call.recording.rec')}
          {phase === 'recording' && startedAt !== null ? (
            <span className="font-normal tabular-nums text-foreground">
              {formatElapsed(Math.max(0, now - startedAt))}
            </span>
          ) : null}
          <span className="sr-only">
            {phase === 'recording' && startedAt !== null
              ? i18n._('call.recording.recordingYou', {
                  elapsed: formatElapsed(Math.max(0, now - startedAt)),
                })
              : i18n._('call.recording.recordedBy', { name: otherName })}
          </span>
        </span>
      ) : null}
      {phase === 'idle' ? (
        <Button
          size="icon"
          variant="outline"
          className={control}
          disabled={mayRecord && !otherHere}
          aria-label={i18n._('call.recording.ask')}
          title={
            mayRecord && !otherHere
              ? i18n._('call.recording.notPresent', { name: otherName })
              : i18n._('call.recording.ask')
          }
          onClick={() => (mayRecord ? consent.ask() : setUpsellOpen(true))}
        >
          <Circle className="size-3 fill-red-600 text-red-600" aria-hidden="true" />
        </Button>
      ) : null}
      {phase === 'asking' ? (
        <Button
          size="icon"
          variant="outline"
          className={control}
          aria-label={i18n._('call.recording.cancel')}
          title={i18n._('call.recording.waiting', { name: otherName })}
          onClick={() => consent.withdraw()}
        >
          <Loader2 className="animate-spin" aria-hidden="true" />
          <span role="status" className="sr-only">
            {i18n._('call.recording.waiting', { name: otherName })}
          </span>
        </Button>
      ) : null}
      {phase === 'accepted' ? (
        <span role="status" title={i18n._('call.recording.starting')}>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          <span className="sr-only">{i18n._('call.recording.starting')}</span>
        </span>
      ) : null}
      {live || phase === 'starting' ? (
        <Button
          size="icon"
          variant="destructive"
          className={control}
          aria-label={i18n._('call.recording.stop')}
          title={i18n._('call.recording.stop')}
          onClick={() => consent.stop()}
        >
          <Square className="size-3 fill-current" aria-hidden="true" />
        </Button>
      ) : null}
      {finished && phase !== 'recording' ? (
        <Button
          size="icon"
          className={control}
          aria-label={i18n._('call.recording.download', {
            megabytes: megabytesText(i18n.locale, finished.file.size),
          })}
          title={i18n._('call.recording.download', {
            megabytes: megabytesText(i18n.locale, finished.file.size),
          })}
          onClick={download}
        >
          <Download className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
      {notice ? (
        <div className="absolute top-full start-0 z-30 mt-1 flex w-72 max-w-[80vw] items-start gap-2 rounded-md border bg-card p-2 text-xs shadow-lg">
          <p role="alert" className="flex-1 text-muted-foreground" data-testid="recording-notice">
            {noticeText(i18n, notice)}{' '}
            {state.refusal === 'recording_not_in_plan' ? (
              <UpgradeLink
                className="text-primary"
                atLeast="pro"
                reason={i18n._('call.recording.partOfPro', { plan: planName(i18n, 'pro') })}
              >
                {i18n._('call.recording.seePlan', { plan: planName(i18n, 'pro') })}
              </UpgradeLink>
            ) : null}
          </p>
          <Button
            size="icon"
            variant="ghost"
            className="size-6"
            aria-label={i18n._('call.dismiss')}
            onClick={() => setDismissed(state.notice)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <RecordingUpsell open={upsellOpen} onOpenChange={setUpsellOpen} />
      <Dialog open={phase === 'asked'} onOpenChange={(open) => (open ? undefined : consent.decline())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{i18n._('call.recording.dialogTitle', { name: otherName })}</DialogTitle>
            <DialogDescription>{i18n._('call.recording.dialogBody', { name: otherName })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => consent.decline()}>
              {i18n._('call.recording.decline')}
            </Button>
            <Button onClick={() => consent.accept()}>{i18n._('call.recording.allow')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

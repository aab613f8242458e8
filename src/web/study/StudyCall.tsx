import { useLingui } from '@lingui/react';
import type { Study } from '../../core/protocol';
import { CallSurface } from '../video/CallSurface';
import { STUDY_SIGNAL_CHANNEL } from '../video/signal-channel';
import { useVideoCall } from '../video/use-video-call';

/**
 * The study's call between its two members (decision 234): the game room's call machinery, signalling on
 * the study's own channel. The owner holds the "white" side of the pair only for the controller's sake:
 * who makes the first offer comes from the ids, as in a game.
 */
export function StudyCall({ study, userId }: { study: Study; userId: string }) {
  const { i18n } = useLingui();
  const isOwner = study.owner.id === userId;
  const other = isOwner ? study.guest : study.owner;
  const { controller, snapshot } = useVideoCall(
    {
      gameId: study.id,
      color: isOwner ? 'white' : 'black',
      userId,
      opponentId: other?.id ?? null,
      // A study has no end: a reload during its call comes back to it.
      gameIsLive: true,
    },
    STUDY_SIGNAL_CHANNEL,
  );
  if (!controller || !snapshot) return null;
  return (
    <section aria-label={i18n._('study.call')} data-testid="study-call" className="grid min-h-0 gap-2">
      <CallSurface
        controller={controller}
        snapshot={snapshot}
        opponentName={other ? (other.displayName ?? other.username) : null}
        tall
        className="wide:h-[min(34rem,calc(100dvh-12rem))] wide:max-h-none wide:flex-none"
      />
    </section>
  );
}

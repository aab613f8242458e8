import { FIRST_MOVE_WINDOW_MS } from '../chess/clock';
import { TOURNAMENT_LIMITS } from '../limits';
import { BERSERK_MIN_MOVES, SHORT_DRAW_MOVES } from './scoring';

/**
 * The rules as the tournament's page writes them (issue 30), from the same constants the scoring and the
 * pairing use, so the page can never say something the server does not do.
 */
export function tournamentRules(t: { minutes: number; rated: boolean }): string[] {
  const countdown = Math.round(TOURNAMENT_LIMITS.countdownMs / 1000);
  const firstMove = Math.round(FIRST_MOVE_WINDOW_MS / 1000);
  return [
    `The arena lasts ${t.minutes} minutes. Play as many games as you can: when a game ends you are paired again with a waiting player close to your rank.`,
    `The next game starts by itself ${countdown} seconds after the pairing. Make your first move within ${firstMove} seconds or you lose the game and are paused.`,
    'A win scores 2 points, a draw 1, a loss 0.',
    'After two wins in a row you are on fire: further wins score 4 and draws 2, until a game is not won.',
    `Berserk: before your first move you may halve your own clock and give up your increment. A win then scores 1 extra point, if the game lasted at least ${BERSERK_MIN_MOVES} moves.`,
    `A draw agreed before move ${SHORT_DRAW_MOVES} scores nothing.`,
    'You never meet the same opponent twice in a row, nor anyone you blocked or who blocked you.',
    'Pause to stop being paired; join again to come back. At the end no new game starts; games in play finish and count.',
    t.rated ? 'Games are rated.' : 'Games are casual: ratings do not change.',
    'Tournament games never count against your monthly games.',
  ];
}

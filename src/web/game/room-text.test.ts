import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueFile, compileCatalogue } from '../../../scripts/lingui-catalogues.mjs';
import { inEnglish } from '../test/english';
import {
  boardBanner,
  boardStatusBadge,
  canJoin,
  endingDetail,
  gameOverBanner,
  isWaitingForOpponent,
  liveRefusalText,
  needsSignIn,
  playerLabel,
  reservedForOther,
  shownBanner,
  statusBadge,
  toastFor,
  turnIndicator,
  viewerResult,
} from './room-text';
import { BLACK, gameAfter, WHITE } from './test-game';

const i18n = inEnglish();
const TOO_MANY_SOCKETS_TEXT = 'Too many open tabs or connections — close some and reload';

const waiting = gameAfter([], { status: 'waiting', blackPlayerId: null, black: null });
const active = gameAfter(['e2-e4']);
const finished = (
  result: 'white_wins' | 'black_wins' | 'draw' | null,
  termination = 'resignation' as const,
) => gameAfter(['e2-e4'], { status: result ? 'completed' : 'abandoned', result, termination });

describe('banners and indicators', () => {
  it('names the game over for every result', () => {
    expect(gameOverBanner(i18n, finished('white_wins'))).toBe('Game Over - White Wins!');
    expect(gameOverBanner(i18n, finished('black_wins'))).toBe('Game Over - Black Wins!');
    expect(gameOverBanner(i18n, finished('draw'))).toBe('Game Over - Draw!');
    expect(gameOverBanner(i18n, finished(null))).toBe('Game Over - Game Abandoned');
    expect(gameOverBanner(i18n, active)).toBeNull();
    expect(endingDetail(i18n, finished('black_wins'))).toBe('White resigns. Black wins.');
  });

  it('gives the turn indicator texts', () => {
    expect(turnIndicator(i18n, waiting, 'white', false)).toBe('Waiting for Second Player');
    expect(turnIndicator(i18n, waiting, null, true)).toBe('Join to Play');
    expect(turnIndicator(i18n, gameAfter([]), 'white', false)).toBe('Your Turn (White)');
    expect(turnIndicator(i18n, active, 'black', false)).toBe('Your Turn (Black)');
    expect(turnIndicator(i18n, active, 'white', false)).toBe("Black's Turn");
    expect(turnIndicator(i18n, active, null, false)).toBe("Black's Turn");
    expect(turnIndicator(i18n, finished('white_wins', 'checkmate' as never), 'white', false)).toBe(
      'Game Over',
    );
    expect(turnIndicator(i18n, finished('draw', 'stalemate' as never), 'white', false)).toBe('Draw');
  });

  it('shows the board banners for mate, stalemate and check', () => {
    expect(boardBanner(i18n, finished('black_wins', 'checkmate' as never), null)).toEqual({
      kind: 'checkmate',
      text: 'CHECKMATE - BLACK WINS!',
    });
    expect(boardBanner(i18n, finished('draw', 'stalemate' as never), null)?.text).toBe(
      'STALEMATE - Draw Game',
    );
    expect(boardBanner(i18n, active, 'white')?.text).toBe('CHECK - WHITE King in Danger!');
    expect(boardBanner(i18n, active, null)).toBeNull();
    const mated = finished('black_wins', 'checkmate' as never);
    expect(shownBanner(i18n, mated, null, null)?.kind).toBe('checkmate');
    // Looking back at an earlier position: the final checkmate is not its banner, nor a check.
    expect(shownBanner(i18n, mated, 2, null)).toBeNull();
    expect(shownBanner(i18n, active, 3, 'white')).toBeNull();
  });

  it('gives the status badges', () => {
    expect(statusBadge(i18n, 'active')).toBe('Active');
    expect(statusBadge(i18n, 'waiting')).toBe('Waiting');
    expect(boardStatusBadge(i18n, { status: 'active', daysPerMove: null })).toBe('Live Game');
    expect(boardStatusBadge(i18n, { status: 'active', daysPerMove: 3 })).toBe('Correspondence Game');
    expect(boardStatusBadge(i18n, { status: 'waiting', daysPerMove: null })).toBe('Waiting for Player');
    expect(boardStatusBadge(i18n, { status: 'completed', daysPerMove: 3 })).toBe('completed');
  });

  it('knows who may join, who waits, what the viewer is called and their result', () => {
    expect(canJoin(waiting, BLACK.id)).toBe(true);
    expect(canJoin(waiting, WHITE.id)).toBe(false);
    expect(canJoin(waiting, null)).toBe(false);
    expect(canJoin(active, 'third')).toBe(false);
    const held = { ...waiting, reservedFor: { userId: BLACK.id, username: BLACK.username } };
    expect(canJoin(held, BLACK.id)).toBe(true);
    expect(canJoin(held, 'third')).toBe(false);
    expect(reservedForOther(held, 'third')).toBe(BLACK.username);
    expect(reservedForOther(held, BLACK.id)).toBeNull();
    expect(reservedForOther(waiting, 'third')).toBeNull();
    expect(turnIndicator(i18n, held, null, false)).toBe(`Waiting for ${BLACK.username}`);
    expect(turnIndicator(i18n, held, null, true)).toBe('Join to Play');
    expect(isWaitingForOpponent(active, 'white')).toBe(true);
    expect(isWaitingForOpponent(active, 'black')).toBe(false);
    expect(playerLabel(i18n, active, 'white', WHITE.id)).toBe('You');
    expect(playerLabel(i18n, active, 'black', WHITE.id)).toBe('Bob');
    expect(playerLabel(i18n, active, 'white', null)).toBe('alice');
    expect(viewerResult(finished('white_wins'), 'white')).toBe('Win');
    expect(viewerResult(finished('white_wins'), 'black')).toBe('Loss');
    expect(viewerResult(finished('draw'), 'black')).toBe('Draw');
    expect(viewerResult(finished(null), 'black')).toBe('Unknown');
  });
});

describe('toasts', () => {
  const move = { kind: 'move' as const, viewer: 'white' as const, mover: 'black' as const, san: 'e5' };
  const quiet = { isCheck: false, isCheckmate: false, captured: null };

  it('never raises a toast for a move: check, capture and mate included (decision 170)', () => {
    for (const viewer of ['white', 'black', null] as const) {
      expect(toastFor(i18n, { ...move, ...quiet, viewer })).toBeNull();
      expect(toastFor(i18n, { ...move, ...quiet, viewer, isCheck: true, san: 'Bb4+' })).toBeNull();
      expect(toastFor(i18n, { ...move, ...quiet, viewer, captured: 'N', san: 'dxe4' })).toBeNull();
      expect(
        toastFor(i18n, { ...move, ...quiet, viewer, isCheck: true, isCheckmate: true, san: 'Qh4#' }),
      ).toBeNull();
    }
  });

  it('words joins and failures as the spec does', () => {
    expect(toastFor(i18n, { kind: 'player_joined', game: active })).toEqual({
      title: 'Player Joined',
      description: 'Your opponent has joined the game!',
    });
    expect(toastFor(i18n, { kind: 'joined' })).toMatchObject({
      title: 'Game Joined!',
      description: 'You are now the black player. Game starting!',
    });
    expect(toastFor(i18n, { kind: 'join_failed', message: 'Could not join game', code: null })).toMatchObject(
      {
        title: 'Join Failed',
      },
    );
    // A refusal with its own screen raises no toast as well.
    expect(
      toastFor(i18n, {
        kind: 'join_failed',
        message: 'This game already has two players',
        code: 'game_full',
      }),
    ).toBeNull();
    expect(toastFor(i18n, { kind: 'move_failed', message: 'Unable to make move', code: null })).toMatchObject(
      {
        title: 'Move failed',
        description: 'Unable to make move',
      },
    );
    // A move the rules refused says why in the reader's words, whatever sentence the server sent.
    expect(
      toastFor(i18n, {
        kind: 'move_failed',
        message: 'That move is not allowed in this position',
        code: 'illegal_move',
        rules: { code: 'piece_cannot_go_there', piece: 'n', from: 'g1', to: 'g5' },
      }),
    ).toMatchObject({ title: 'Move failed', description: 'Illegal move: the knight on g1 cannot go to g5' });
    expect(toastFor(i18n, { kind: 'game_over', game: finished('white_wins') })?.title).toBe(
      'Game Over - White Wins!',
    );
    expect(
      toastFor(i18n, { kind: 'game_over', game: finished('white_wins', 'checkmate' as never) }),
    ).toBeNull();
  });
});

describe('refused actions in another language (decision 322)', () => {
  const german = setupI18n();
  german.load(
    'de',
    Object.assign({}, ...['room', 'errors'].map((area) => compileCatalogue(catalogueFile(area, 'de')))),
  );
  german.activate('de');

  it("words a refusal by its code for a reader who is not reading the server's English", () => {
    const noOffer = {
      kind: 'action_failed',
      message: 'There is no draw offer to accept',
      code: 'no_draw_offer',
    } as const;
    expect(toastFor(german, noOffer)?.description).toBe(
      'Es gibt kein Remisangebot, auf das du antworten kannst.',
    );
    expect(
      toastFor(german, { kind: 'move_failed', message: "It's white player's turn", code: 'not_your_turn' })
        ?.description,
    ).toBe('Du bist nicht am Zug.');
    // The English reader keeps the server's more precise sentence; a refusal with no code keeps its words.
    expect(toastFor(i18n, noOffer)?.description).toBe('There is no draw offer to accept');
    expect(toastFor(german, { kind: 'action_failed', message: 'Offline', code: null })?.description).toBe(
      'Offline',
    );
  });
});

describe('refusals', () => {
  it("sends the viewer to sign in on the auth_required code, whatever the refusal's words", () => {
    expect(needsSignIn({ kind: 'move_failed', message: 'Please sign in again', code: 'auth_required' })).toBe(
      true,
    );
    expect(needsSignIn({ kind: 'action_failed', message: 'x', code: 'auth_required' })).toBe(true);
    expect(needsSignIn({ kind: 'join_failed', message: 'x', code: 'auth_required' })).toBe(true);
    expect(
      needsSignIn({ kind: 'move_failed', message: 'Authentication required', code: 'rate_limited' }),
    ).toBe(false);
    expect(needsSignIn({ kind: 'action_failed', message: 'Authentication required', code: null })).toBe(
      false,
    );
  });
});

describe('live refusals', () => {
  it('tells a socket turned away for too many from a join turned away, and says nothing otherwise', () => {
    expect(liveRefusalText(i18n, 'too_many_sockets', null)).toBe(TOO_MANY_SOCKETS_TEXT);
    expect(liveRefusalText(i18n, 'open', 'This game has too many viewers')).toBe(
      'This game has too many viewers',
    );
    expect(liveRefusalText(i18n, 'closed', null)).toBeNull();
    expect(liveRefusalText(i18n, 'open', null)).toBeNull();
  });
});

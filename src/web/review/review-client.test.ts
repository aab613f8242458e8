import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../core/chess/board';
import type { ClientMessage, ServerMessage } from '../../core/protocol';
import { mainLine, treeFromMoves } from '../../core/review/move-tree';
import { applyReviewAction, initialReview, type ReviewState } from '../../core/review/review-state';
import { LiveDispatcher, onEach } from '../lib/live-dispatcher';
import { ReviewClient } from './review-client';

/** The client hears a frame as the tab's socket routes it. */
function hear(client: ReviewClient, message: ServerMessage): void {
  const dispatcher = new LiveDispatcher();
  const off = onEach(dispatcher, client.liveHandlers);
  dispatcher.dispatch(message);
  off();
}

function gameReview(): ReviewState {
  const tree = treeFromMoves(['e2-e4', 'e7-e5'], START_FEN);
  if (!tree.ok) throw new Error(tree.reason);
  return initialReview(tree.value);
}

/** A server stand-in: applies what clients send, in order, and hands each applied action to every client. */
function sharedPair() {
  let state = gameReview();
  const clients: ReviewClient[] = [];
  const sent: ClientMessage[] = [];
  let loads = 0;
  const make = (userId: string) =>
    new ReviewClient({
      subject: { kind: 'game', id: 'g1' },
      userId,
      shared: true,
      load: async () => {
        loads += 1;
        return state;
      },
      send: (message) => {
        sent.push(message);
        if (message.type !== 'review') return true;
        const outcome = applyReviewAction(state, message.action, userId);
        if (!outcome.ok) {
          const error: ServerMessage = {
            type: 'error',
            message: outcome.message,
            code: outcome.code,
            ...(outcome.refusal ? { refusal: outcome.refusal } : {}),
            ...(message.ref ? { ref: message.ref } : {}),
          };
          for (const c of clients) hear(c, error);
          return true;
        }
        state = outcome.state;
        const event: ServerMessage = {
          type: 'review',
          gameId: 'g1',
          version: state.version,
          action: message.action,
          actor: userId,
        };
        for (const c of clients) hear(c, event);
        return true;
      },
    });
  const ann = make('ann');
  const ben = make('ben');
  clients.push(ann, ben);
  return { ann, ben, sent, loads: () => loads, server: () => state };
}

describe('a review client', () => {
  it('shows a partner’s variation as the server applied it; the mover looks at their move, the partner stays', async () => {
    const { ann, ben } = sharedPair();
    await Promise.all([ann.start(), ben.start()]);
    const benBefore = ben.store.get().cursor;
    ann.act({ type: 'play', node: 'r', move: 'd2-d4' });
    const annView = ann.store.get();
    expect(annView.review?.tree.nodes[annView.cursor as string]?.san).toBe('d4');
    expect(ben.store.get().review?.version).toBe(1);
    expect(ben.store.get().cursor).toBe(benBefore);
  });

  it('follows the leader in follow mode and keeps a free viewer’s own position otherwise', async () => {
    const { ann, ben } = sharedPair();
    await Promise.all([ann.start(), ben.start()]);
    ann.act({ type: 'mode', mode: 'follow' });
    ann.goto('r');
    expect(ben.store.get().cursor).toBe('r');
    ben.goto(mainLine(ben.store.get().review?.tree ?? gameReview().tree)[1] as string);
    expect(ben.store.get().cursor).toBe('r');
    ann.act({ type: 'mode', mode: 'free' });
    ben.goto('1');
    expect(ben.store.get().cursor).toBe('1');
    expect(ann.store.get().cursor).toBe('r');
  });

  it('fetches the whole review after a gap in versions', async () => {
    const { ann, loads } = sharedPair();
    await ann.start();
    hear(ann, {
      type: 'review',
      gameId: 'g1',
      version: 5,
      action: { type: 'goto', node: 'r' },
      actor: 'ben',
    });
    await Promise.resolve();
    expect(loads()).toBe(2);
  });

  it('shows a refusal in words, and a lone reviewer’s moves never leave the page', async () => {
    const { ann } = sharedPair();
    await ann.start();
    ann.act({ type: 'play', node: 'r', move: 'e2-e5' });
    const notice = ann.store.get().notice;
    // The rules' reason, kept whole for the page to word (board/move-refusal-text.test.tsx words it).
    expect(notice?.kind === 'refused' ? notice.refusal : null).toMatchObject({
      code: 'piece_cannot_go_there',
      piece: 'p',
      from: 'e2',
      to: 'e5',
    });

    const sent: ClientMessage[] = [];
    const alone = new ReviewClient({
      subject: { kind: 'game', id: 'g1' },
      userId: null,
      shared: false,
      load: async () => gameReview(),
      send: (m) => sent.push(m) > 0,
    });
    await alone.start();
    alone.act({ type: 'play', node: 'r', move: 'c2-c4' });
    expect(alone.store.get().review?.tree.nodes[alone.store.get().cursor as string]?.san).toBe('c4');
    expect(sent).toEqual([]);
  });

  it('a study’s review hears its own events only, and tells the page when the partner arrives', async () => {
    const arrivals: string[] = [];
    const sent: ClientMessage[] = [];
    const study = new ReviewClient({
      subject: { kind: 'study', id: 's1' },
      userId: 'ann',
      shared: true,
      load: async () => gameReview(),
      send: (message) => {
        sent.push(message);
        return true;
      },
      onPartnerOpened: (by) => arrivals.push(by),
    });
    await study.start();
    study.act({ type: 'goto', node: 'r' });
    expect(sent[0]).toMatchObject({ type: 'review', studyId: 's1' });
    expect(sent[0]).not.toHaveProperty('gameId');
    const move = { type: 'goto', node: 'r' } as const;
    hear(study, { type: 'review', gameId: 's1', version: 1, action: move, actor: 'ben' });
    expect(study.store.get().review?.version).toBe(0);
    hear(study, { type: 'review', studyId: 's1', version: 1, action: move, actor: 'ben' });
    expect(study.store.get().review?.version).toBe(1);
    hear(study, { type: 'review_opened', gameId: 's1', by: 'ben' });
    hear(study, { type: 'review_opened', studyId: 's1', by: 'ben' });
    expect(arrivals).toEqual(['ben']);
  });
});

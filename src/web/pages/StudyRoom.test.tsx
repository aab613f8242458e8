import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { START_FEN } from '../../core/chess/board';
import type { StudyResponse } from '../../core/protocol';
import { treeFromMoves } from '../../core/review/move-tree';
import { initialReview } from '../../core/review/review-state';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import StudyRoom from './StudyRoom';

// The room's socket and the call are the video feature's; here they stay quiet.
vi.mock(import('../lib/live-socket'), async (original) => ({
  ...(await original()),
  getLiveSocket: () =>
    ({
      on: () => () => undefined,
      onMessage: () => () => undefined,
      send: () => true,
    }) as unknown as ReturnType<typeof import('../lib/live-socket')['getLiveSocket']>,
}));
vi.mock(import('../study/StudyCall'), () => ({ StudyCall: () => null }));

const alice = { id: 'u1', username: 'alice', displayName: null, rating: 1200, avatarUrl: null };
const bob = { id: 'u2', username: 'bob', displayName: 'Bob B', rating: 1300, avatarUrl: null };

function study(guest: typeof bob | null): StudyResponse {
  const tree = treeFromMoves(['e2-e4', 'e7-e5'], START_FEN);
  if (!tree.ok) throw new Error(tree.reason);
  return {
    study: {
      id: 'study2345abcdefgh',
      owner: alice,
      guest,
      startFen: START_FEN,
      createdAt: '2026-11-27T10:00:00.000Z',
    },
    review: initialReview(tree.value),
  };
}

function openStudy(answer: { status: number; body: unknown }, friends: unknown[] = []) {
  window.history.replaceState(null, '', '/study/study2345abcdefgh');
  fakeServer({
    'GET /api/studies/study2345abcdefgh': answer,
    'GET /api/friends': { status: 200, body: { friends, incoming: [], outgoing: [] } },
  });
  renderSignedIn(
    member('free'),
    <Router>
      <Route path="/study/:id" component={StudyRoom} />
    </Router>,
  );
}

const outsider = {
  status: 403,
  body: { code: 'not_a_member', message: 'Only the two people of this study can open it' },
};

describe('a study board’s room', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    await act(() => activateLocale('en'));
  });

  it('asks someone who is not in the study to join it', async () => {
    openStudy(outsider);
    expect(await screen.findByRole('button', { name: 'Join the study' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Study board');
    expect(screen.getByText(/A study board is for two people\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows the shared board and who the study is with', async () => {
    openStudy({ status: 200, body: study(bob) });
    expect((await screen.findByTestId('study-partner')).textContent).toBe('Studying with Bob B');
    expect(screen.getByRole('heading', { level: 2, name: 'Study board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lead the review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete study' })).toBeTruthy();
  });

  it('speaks the reader’s language: the board, the invitation and the refusal', async () => {
    await act(() => activateLocale('fr'));
    openStudy({ status: 200, body: study(null) }, [{ user: bob, since: '2026-11-01T00:00:00.000Z' }]);
    expect(
      await screen.findByRole('heading', { name: 'Invitez quelqu’un à étudier avec vous' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Inviter bob' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mener l’analyse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Position initiale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les offres' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’étude' }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer cet échiquier d’étude ?' })).toBeTruthy();
    cleanup();
    openStudy(outsider);
    expect(await screen.findByRole('button', { name: 'Rejoindre l’étude' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Échiquier d’étude');
  });
});

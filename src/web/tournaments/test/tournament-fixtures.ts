import type {
  SheetEntry,
  StandingLine,
  TournamentList,
  TournamentPage,
  TournamentSummary,
} from '../../../core/tournament/schemas';

export const ANN = { id: 'u1', username: 'ann', displayName: 'Ann Lee', rating: 1500, avatarUrl: null };
export const BOB = { id: 'u2', username: 'bob', displayName: null, rating: 1432, avatarUrl: null };
export const CAT = { id: 'u3', username: 'cat', displayName: null, rating: 1610, avatarUrl: null };

const NOW = Date.now();

export function summary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: 't1',
    name: 'Hourly Blitz Arena',
    // Named as stored: a test of the slot's wording names its slot.
    slot: null,
    kind: 'pro_arena',
    status: 'scheduled',
    timeControl: 180,
    increment: 2,
    minutes: 45,
    startsAt: new Date(NOW + 10 * 60_000).toISOString(),
    endsAt: new Date(NOW + 55 * 60_000).toISOString(),
    rated: true,
    players: 12,
    maxPlayers: 1000,
    createdBy: null,
    myStatus: null,
    joinRefusal: null,
    ...overrides,
  };
}

export const PRO_ONLY = {
  code: 'tournament_pro_only' as const,
  message: 'Pro arenas are for Pro members.',
};

export function list(overrides: Partial<TournamentList> = {}): TournamentList {
  return { arenas: [summary()], mine: [], ...overrides };
}

export const win = (gameId: string, points = 2, onFire = false, berserk = false): SheetEntry => ({
  gameId,
  outcome: 'win',
  points,
  onFire,
  berserk,
});
export const loss = (gameId: string): SheetEntry => ({
  gameId,
  outcome: 'loss',
  points: 0,
  onFire: false,
  berserk: false,
});

export function line(overrides: Partial<StandingLine> & Pick<StandingLine, 'player'>): StandingLine {
  return {
    rank: 1,
    ratingAtStart: Math.round(overrides.player.rating ?? 1500),
    score: 0,
    sheet: [],
    onFire: false,
    performance: null,
    status: 'active',
    ...overrides,
  };
}

export const RULES = [
  'A win scores 2 points, a draw 1, a loss 0.',
  'After two wins in a row you are on fire: further wins score 4 and draws 2, until a game is not won.',
];

export function tournamentPage(overrides: Partial<TournamentPage> = {}): TournamentPage {
  return {
    tournament: summary({ kind: 'private', name: 'Friday Blitz', createdBy: ANN, maxPlayers: 8, players: 3 }),
    rules: RULES,
    standings: { players: 0, top: [], me: null, games: [] },
    me: null,
    podium: null,
    finalTable: null,
    inviteToken: null,
    isCreator: false,
    ...overrides,
  };
}

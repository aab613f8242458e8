// The player pages' benchmark data (issue 6, issue 17): a hero with many games against many opponents, the
// same on every database and every run. Import after tsx is registered (it reads the server's TypeScript).
import { randomBytes } from 'node:crypto';

const { classifyOpening } = await import('../src/core/chess/opening.ts');

/** Lines the hero's games follow (a game's moves are one of them), each named once as a game end would. */
const LINES = [
  'e2-e4 e7-e5 g1-f3 b8-c6 f1-b5 a7-a6 b5-a4 g8-f6',
  'e2-e4 c7-c5 g1-f3 d7-d6 d2-d4 c5-d4 f3-d4 g8-f6 b1-c3 a7-a6',
  'e2-e4 c7-c5 b1-c3 b8-c6 g2-g3',
  'e2-e4 e7-e6 d2-d4 d7-d5 b1-c3 f8-b4',
  'e2-e4 c7-c6 d2-d4 d7-d5 e4-e5',
  'd2-d4 d7-d5 c2-c4 e7-e6 b1-c3 g8-f6',
  'd2-d4 g8-f6 c2-c4 e7-e6 b1-c3 f8-b4',
  'd2-d4 g8-f6 c2-c4 g7-g6 b1-c3 f8-g7 e2-e4 d7-d6',
  'c2-c4 e7-e5 b1-c3 g8-f6',
  'g1-f3 d7-d5 g2-g3',
  'e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 f8-c5',
  'e2-e4 d7-d5 e4-d5 d8-d5',
].map((moves) => ({ moves, opening: classifyOpening(moves.split(' ')) }));

const MINUTE = 60_000;
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const gameId = () => Array.from(randomBytes(12), (byte) => ID_ALPHABET[byte % 32]).join('');
/** A fixed sequence, so both databases get the same shape of data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Users `opp0`…`opp{users-1}` and `hero`; the hero's `heroGames` games against them, and `otherGames` games
 * between the others, written straight into the database (as a game end would leave them). Answers the hero's games.
 */
export async function seedPlayers(db, { heroGames: HERO_GAMES, otherGames: OTHER_GAMES, users: USERS }) {
  const now = Date.now();
  const rand = random(42);
  const users = Array.from({ length: USERS + 1 }, (_, n) => {
    const name = n === USERS ? 'hero' : `opp${n}`;
    return {
      id: name === 'hero' ? 'hero' : `u${n}`,
      email: `${name}@bench.test`,
      username: name,
      usernameKey: name,
      fullName: `Bench ${name}`,
      displayName: n % 3 === 0 ? `Player ${n}` : null,
      bio: '',
      passwordHash: '!',
      emailVerifiedAt: now,
      createdAt: now - 400 * 24 * 60 * MINUTE,
      subscriptionTier: 'pro',
    };
  });
  const games = [];
  const ratings = [];
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const addGame = (white, black, createdAt) => {
    const roll = rand();
    const status =
      black === null ? 'waiting' : roll < 0.9 ? 'completed' : roll < 0.96 ? 'abandoned' : 'active';
    const outcome = rand();
    const result =
      status !== 'completed' ? null : outcome < 0.45 ? 'white_wins' : outcome < 0.85 ? 'black_wins' : 'draw';
    const started = status === 'waiting' ? null : createdAt + 5_000;
    const ended = status === 'completed' || status === 'abandoned' ? createdAt + 5_000 + 8 * MINUTE : null;
    const line = LINES[Math.floor(rand() * LINES.length)];
    const game = {
      id: gameId(),
      moves: line.moves,
      ply: line.moves.split(' ').length,
      openingMoves: ended === null ? null : line.moves.slice(0, 128),
      openingEco: status === 'completed' ? (line.opening?.eco ?? null) : null,
      openingName: status === 'completed' ? (line.opening?.name ?? null) : null,
      status,
      whitePlayerId: white,
      blackPlayerId: black,
      timeControl: [180, 300, 600, 900][Math.floor(rand() * 4)],
      increment: rand() < 0.5 ? 0 : 2,
      fen,
      whiteMs: 600_000 - Math.floor(rand() * 300_000),
      blackMs: 600_000 - Math.floor(rand() * 300_000),
      result,
      termination: result ? 'resignation' : status === 'abandoned' ? 'aborted' : null,
      createdAt,
      startedAt: started,
      endedAt: ended,
    };
    games.push(game);
    if (result) {
      for (const [userId, color] of [
        [white, 'white'],
        [black, 'black'],
      ]) {
        ratings.push({
          gameId: game.id,
          userId,
          color,
          ratingBefore: 1500,
          ratingAfter: 1500 + (rand() - 0.5) * 20,
          deviationBefore: 60,
          deviationAfter: 60,
          volatilityBefore: 0.06,
          volatilityAfter: 0.06,
          ratedAt: ended,
          // As a game end writes them (migration 047): the opponent's rating before, the score, the control.
          opponentRatingBefore: 1500,
          score: result === 'draw' ? 0.5 : (result === 'white_wins') === (color === 'white') ? 1 : 0,
          timeControl: game.timeControl,
          increment: game.increment,
        });
      }
    }
    return game;
  };
  const heroGames = [];
  for (let n = 0; n < HERO_GAMES; n++) {
    const opponent = `u${Math.floor(rand() * USERS)}`;
    const createdAt = now - (HERO_GAMES - n) * MINUTE;
    const waiting = rand() < 0.01;
    heroGames.push(
      n % 2 === 0 || waiting
        ? addGame('hero', waiting ? null : opponent, createdAt)
        : addGame(opponent, 'hero', createdAt),
    );
  }
  for (let n = 0; n < OTHER_GAMES; n++) {
    const white = Math.floor(rand() * USERS);
    const black = (white + 1 + Math.floor(rand() * (USERS - 1))) % USERS;
    addGame(`u${white}`, `u${black}`, now - Math.floor(rand() * 2 * HERO_GAMES) * MINUTE);
  }
  const insert = async (table, rows) => {
    for (let at = 0; at < rows.length; at += 500) {
      await db.kysely
        .insertInto(table)
        .values(rows.slice(at, at + 500))
        .execute();
    }
  };
  await insert('users', users);
  await insert('games', games);
  await insert('gameRatings', ratings);
  return heroGames;
}

/** The opponent the hero met most often. */
export function mostPlayed(heroGames) {
  const counts = new Map();
  for (const game of heroGames) {
    const opponent = game.whitePlayerId === 'hero' ? game.blackPlayerId : game.whitePlayerId;
    if (opponent) counts.set(opponent, (counts.get(opponent) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), with the choices lichess makes for
 * live games: every game is its own rating period, the system constant τ is 0.75, the deviation stays
 * between 45 and its starting value, and it grows with the time a player has not played.
 *
 * Ratings live on the scale players see. Glicko-2's own scale is centred on 1500, but an update
 * depends only on rating differences, so starting everyone at 1200 instead is the same system moved
 * down by 300 points (decision record 050).
 */

export interface GlickoRating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** One game of a rating period, from the rated player's side: 1 a win, 0.5 a draw, 0 a loss. */
export interface GlickoResult {
  opponent: GlickoRating;
  score: 0 | 0.5 | 1;
}

export interface GlickoOptions {
  /** The system constant τ: how far volatility may move in one period. */
  tau: number;
}

/** Glicko-2's conversion factor between the displayed scale and its internal one. */
const SCALE = 173.7178;
const CENTRE = 1500;
/** Convergence tolerance of the volatility iteration (Glickman's ε). */
const EPSILON = 0.000001;

/** Lichess's settings for live games. */
export const LICHESS_TAU = 0.75;
export const MIN_DEVIATION = 45;
export const MAX_VOLATILITY = 0.1;
/** Rating periods per day of inactivity, as lichess counts them when it widens an idle player's deviation. */
export const RATING_PERIODS_PER_DAY = 0.21436;

const DAY_MS = 24 * 60 * 60 * 1000;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5 of Glickman's paper: the new volatility, by the Illinois variant of regula falsi. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const denominator = phi * phi + v + ex;
    return (
      (ex * (delta * delta - phi * phi - v - ex)) / (2 * denominator * denominator) - (x - a) / (tau * tau)
    );
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * A player's rating after one rating period with the given results (Glickman's steps 2–8). With no
 * results only the deviation grows, as for a period without games.
 */
export function ratePeriod(
  player: GlickoRating,
  results: readonly GlickoResult[],
  options: GlickoOptions,
): GlickoRating {
  const mu = (player.rating - CENTRE) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  let vInverse = 0;
  let improvement = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - CENTRE) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
    improvement += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * improvement;
  const sigmaNew = newVolatility(sigma, phi, v, delta, options.tau);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;
  return { rating: muNew * SCALE + CENTRE, deviation: phiNew * SCALE, volatility: sigmaNew };
}

/** A player as a game finds them: their rating and how long since their last rated game. */
export interface RatedPlayer extends GlickoRating {
  /** Milliseconds since the player's last rated game; null when this is their first. */
  idleMs: number | null;
}

export interface GameRatingOptions {
  /** The deviation a new player starts with, and the most it can grow to. */
  maxDeviation: number;
}

/**
 * Lichess widens the deviation of a player who has been away by the rating periods that passed
 * (Glickman's step 6 for each empty period), before rating their next game.
 */
export function afterIdle(player: RatedPlayer, options: GameRatingOptions): GlickoRating {
  const periods = player.idleMs === null ? 0 : (player.idleMs / DAY_MS) * RATING_PERIODS_PER_DAY;
  const phi = player.deviation / SCALE;
  const widened = Math.sqrt(phi * phi + periods * player.volatility * player.volatility) * SCALE;
  return { ...player, deviation: Math.min(widened, options.maxDeviation) };
}

function bounded(rating: GlickoRating, options: GameRatingOptions): GlickoRating {
  return {
    rating: rating.rating,
    deviation: Math.min(Math.max(rating.deviation, MIN_DEVIATION), options.maxDeviation),
    volatility: Math.min(rating.volatility, MAX_VOLATILITY),
  };
}

/** Both players' new ratings after one game between them; `whiteScore` is 1, 0.5 or 0. */
export function rateGame(
  white: RatedPlayer,
  black: RatedPlayer,
  whiteScore: 0 | 0.5 | 1,
  options: GameRatingOptions,
): { white: GlickoRating; black: GlickoRating } {
  const w = afterIdle(white, options);
  const b = afterIdle(black, options);
  const blackScore = (1 - whiteScore) as 0 | 0.5 | 1;
  return {
    white: bounded(ratePeriod(w, [{ opponent: b, score: whiteScore }], { tau: LICHESS_TAU }), options),
    black: bounded(ratePeriod(b, [{ opponent: w, score: blackScore }], { tau: LICHESS_TAU }), options),
  };
}

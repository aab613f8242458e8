import { z } from 'zod';
import { MOVE_TEXT_HINT, MOVE_TEXT_PATTERN } from '../chess/notation';
import { LONGEST_GAME_PLIES, REVIEW_LIMITS } from '../limits';

const NodeId = z.string().min(1).max(12);
const Square = z.string().regex(/^[a-h][1-8]$/, 'A square looks like e4');
/** The four brushes of lichess's drawings: plain right-drag, with Shift, with Alt, with both. */
export const Brush = z.enum(['green', 'red', 'blue', 'yellow']);
export type Brush = z.infer<typeof Brush>;

export const ReviewShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrow'), from: Square, to: Square, brush: Brush }),
  z.object({ kind: z.literal('circle'), square: Square, brush: Brush }),
]);
export type ReviewShape = z.infer<typeof ReviewShape>;

/** One change to a shared review; the server applies them in order and versions each. */
export const ReviewAction = z.discriminatedUnion('type', [
  /** Plays `move` from the position `node`; an existing line is reused. */
  z.object({
    type: z.literal('play'),
    node: NodeId,
    move: z.string().regex(MOVE_TEXT_PATTERN, MOVE_TEXT_HINT),
  }),
  z.object({ type: z.literal('goto'), node: NodeId }),
  z.object({ type: z.literal('delete'), node: NodeId }),
  z.object({ type: z.literal('promote'), node: NodeId }),
  z.object({
    type: z.literal('comment'),
    node: NodeId,
    text: z.string().trim().max(REVIEW_LIMITS.commentLength),
  }),
  /** The drawings on a position, replacing what was there (an empty list clears them). */
  z.object({
    type: z.literal('shapes'),
    node: NodeId,
    shapes: z.array(ReviewShape).max(REVIEW_LIMITS.shapesPerNode),
  }),
  /** `follow`: the sender leads and the partner's board follows; `free`: each looks on their own. */
  z.object({ type: z.literal('mode'), mode: z.enum(['follow', 'free']) }),
]);
export type ReviewAction = z.infer<typeof ReviewAction>;

/** A review as the server keeps it and sends it whole (a late joiner, a reload, a resync). */
export const ReviewTreeNode = z.object({
  id: NodeId,
  parent: NodeId.nullable(),
  move: z.string().nullable(),
  san: z.string().nullable(),
  fen: z.string(),
  ply: z.number().int().min(0),
  children: z.array(NodeId),
  comment: z.string(),
});

export const ReviewStateSchema = z.object({
  version: z.number().int().min(0),
  tree: z.object({
    root: NodeId,
    nodes: z.record(z.string(), ReviewTreeNode),
    nextId: z.number().int().min(1),
  }),
  cursor: NodeId,
  shapes: z.record(z.string(), z.array(ReviewShape)),
  mode: z.enum(['follow', 'free']),
  leader: z.string().nullable(),
});

/** `GET /api/games/:id/review`: the game's shared review (a fresh one when nobody has opened it yet). */
export const GameReviewResponse = z.object({ gameId: z.string(), review: ReviewStateSchema });
export type GameReviewResponse = z.infer<typeof GameReviewResponse>;

/** An engine's verdict from White's point of view; mate 0 is a position where the side to move is mated. */
export const EngineScore = z.union([
  z.object({ cp: z.number().int().min(-100_000).max(100_000) }),
  z.object({ mate: z.number().int().min(-300).max(300) }),
]);

/** One position of a game report: the engine's score and its best move there (null when the game is over). */
export const ReportEntry = z.object({
  score: EngineScore,
  best: z.string().regex(MOVE_TEXT_PATTERN, MOVE_TEXT_HINT).nullable(),
});

/**
 * `POST /api/games/:id/report`: one entry for the start and one after each move, at the engine's depth; up to
 * the longest game's (its body limit, `REPORT_BODY_LIMIT_BYTES`, is sized for it).
 */
export const GameReportBody = z.object({
  depth: z.number().int().min(1).max(60),
  entries: z
    .array(ReportEntry)
    .min(1)
    .max(LONGEST_GAME_PLIES + 1),
});
export type GameReportBody = z.infer<typeof GameReportBody>;

export const Judgement = z.enum(['inaccuracy', 'mistake', 'blunder']);

/** A stored report: what the browser measured plus what the server derived from it with core's formulas. */
export const GameReport = z.object({
  gameId: z.string(),
  depth: z.number().int(),
  entries: z.array(ReportEntry),
  /** The judgement of each move, in ply order. */
  judgements: z.array(Judgement.nullable()),
  moveAccuracy: z.array(z.number()),
  accuracy: z.object({ white: z.number().nullable(), black: z.number().nullable() }),
  createdAt: z.string(),
});
export type GameReport = z.infer<typeof GameReport>;

export const GameReportResponse = z.object({ report: GameReport.nullable() });
export type GameReportResponse = z.infer<typeof GameReportResponse>;

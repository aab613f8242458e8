import { Position } from '../chess/position';
import { ok, type Result, refused } from '../chess/result';
import type { MoveRefusal } from '../protocol/move-refusal';

/** One position of a review: the move that reached it (null at the root) and the lines that go on from it. */
export interface TreeNode {
  id: string;
  parent: string | null;
  /** The move from the parent as the wire carries it (e2-e4, e7-e8q); null at the root. */
  move: string | null;
  san: string | null;
  fen: string;
  /** Half-moves from the root. */
  ply: number;
  /** Lines from here; the first is the main line. */
  children: string[];
  comment: string;
}

/**
 * A move tree: the main line (first children all the way down) and every variation. Immutable: each
 * operation returns a new tree sharing the untouched nodes. Node ids are handed out in order
 * (`nextId`), so every copy of a tree that applied the same operations in the same order agrees on them.
 */
export interface MoveTree {
  root: string;
  nodes: Readonly<Record<string, TreeNode>>;
  nextId: number;
}

export const ROOT_ID = 'r';

export function createTree(fen: string): MoveTree {
  const root: TreeNode = {
    id: ROOT_ID,
    parent: null,
    move: null,
    san: null,
    fen,
    ply: 0,
    children: [],
    comment: '',
  };
  return { root: ROOT_ID, nodes: { [ROOT_ID]: root }, nextId: 1 };
}

export function nodeOf(tree: MoveTree, id: string): TreeNode | undefined {
  return Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
}

export function nodeCount(tree: MoveTree): number {
  return Object.keys(tree.nodes).length;
}

/**
 * Plays a move from a node. A move already in the tree there is reused (no duplicate line); a new one
 * becomes the last variation, or the main line when the node had none.
 */
export function addMove(
  tree: MoveTree,
  parentId: string,
  move: string,
): Result<{ tree: MoveTree; node: string }, string | MoveRefusal> {
  const parent = nodeOf(tree, parentId);
  if (!parent) return refused('That position is no longer in the review');
  const position = Position.fromFen(parent.fen);
  if (!position.ok) return position;
  const played = position.value.play(move);
  if (!played.ok) return played;
  const existing = parent.children.find((id) => tree.nodes[id]?.move === played.value.move);
  if (existing) return ok({ tree, node: existing });
  const id = String(tree.nextId);
  const node: TreeNode = {
    id,
    parent: parentId,
    move: played.value.move,
    san: played.value.san,
    fen: played.value.fen,
    ply: parent.ply + 1,
    children: [],
    comment: '',
  };
  const nodes = { ...tree.nodes, [id]: node, [parentId]: { ...parent, children: [...parent.children, id] } };
  return ok({ tree: { ...tree, nodes, nextId: tree.nextId + 1 }, node: id });
}

/** Removes a node and everything after it. The root cannot be removed. */
export function deleteNode(tree: MoveTree, id: string): Result<MoveTree> {
  const node = nodeOf(tree, id);
  if (!node || node.parent === null) return refused('Only a move can be deleted, not the starting position');
  const nodes: Record<string, TreeNode> = { ...tree.nodes };
  const parent = nodes[node.parent] as TreeNode;
  nodes[node.parent] = { ...parent, children: parent.children.filter((child) => child !== id) };
  for (const gone of subtreeOf(tree, id)) delete nodes[gone];
  return ok({ ...tree, nodes });
}

/** Makes the line through `id` the main line at every branch between it and the root. */
export function promoteLine(tree: MoveTree, id: string): Result<MoveTree> {
  if (!nodeOf(tree, id)) return refused('That position is no longer in the review');
  const nodes: Record<string, TreeNode> = { ...tree.nodes };
  let current = nodes[id] as TreeNode;
  while (current.parent !== null) {
    const parent = nodes[current.parent] as TreeNode;
    const childId = current.id;
    if (parent.children[0] !== childId) {
      nodes[parent.id] = { ...parent, children: [childId, ...parent.children.filter((c) => c !== childId)] };
    }
    current = nodes[parent.id] as TreeNode;
  }
  return ok({ ...tree, nodes });
}

export function setComment(tree: MoveTree, id: string, comment: string): Result<MoveTree> {
  const node = nodeOf(tree, id);
  if (!node) return refused('That position is no longer in the review');
  return ok({ ...tree, nodes: { ...tree.nodes, [id]: { ...node, comment } } });
}

/** The node ids from the root to `id`, both included. */
export function pathTo(tree: MoveTree, id: string): string[] {
  const path: string[] = [];
  let current = nodeOf(tree, id);
  while (current) {
    path.unshift(current.id);
    current = current.parent === null ? undefined : nodeOf(tree, current.parent);
  }
  return path;
}

/** The main line from the root: the root and then each first child. */
export function mainLine(tree: MoveTree): string[] {
  return lineFrom(tree, tree.root);
}

/** From `id` following first children to the end of that line. */
export function lineFrom(tree: MoveTree, id: string): string[] {
  const line: string[] = [];
  let current = nodeOf(tree, id);
  while (current) {
    line.push(current.id);
    const next = current.children[0];
    current = next === undefined ? undefined : nodeOf(tree, next);
  }
  return line;
}

/** `id` and every node after it. */
export function subtreeOf(tree: MoveTree, id: string): string[] {
  const out: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    const node = nodeOf(tree, next);
    if (!node) continue;
    out.push(next);
    stack.push(...node.children);
  }
  return out;
}

/** Arrow-key navigation: back to the parent, forward along the first child, to the start or the line's end. */
export function stepFrom(tree: MoveTree, id: string, step: 'back' | 'forward' | 'start' | 'end'): string {
  const node = nodeOf(tree, id);
  if (!node) return tree.root;
  switch (step) {
    case 'back':
      return node.parent ?? node.id;
    case 'forward':
      return node.children[0] ?? node.id;
    case 'start':
      return tree.root;
    case 'end':
      return lineFrom(tree, id).at(-1) ?? id;
  }
}

/** A move already played by the rules elsewhere: its wire text, SAN and the FEN after it. */
export interface PlayedPly {
  move: string;
  san: string;
  fen: string;
}

/**
 * A tree whose main line is `plies`, already played from `fen`. Built in one pass over a mutable record
 * (the immutable `addMove` copies every node per move, which made a 1,200-ply game cost a third of a second).
 */
export function treeFromPlies(fen: string, plies: readonly PlayedPly[]): MoveTree {
  const root = createTree(fen);
  const nodes: Record<string, TreeNode> = {
    [ROOT_ID]: { ...(root.nodes[ROOT_ID] as TreeNode), children: [] },
  };
  let parent = nodes[ROOT_ID] as TreeNode;
  for (const [index, ply] of plies.entries()) {
    const id = String(index + 1);
    const node: TreeNode = {
      id,
      parent: parent.id,
      move: ply.move,
      san: ply.san,
      fen: ply.fen,
      ply: parent.ply + 1,
      children: [],
      comment: '',
    };
    parent.children.push(id);
    nodes[id] = node;
    parent = node;
  }
  return { root: ROOT_ID, nodes, nextId: plies.length + 1 };
}

/** A tree whose main line is a finished game's moves, replayed once from `fen`. */
export function treeFromMoves(moves: readonly string[], fen: string): Result<MoveTree> {
  const start = Position.fromFen(fen);
  if (!start.ok) return start;
  const position = start.value;
  const plies: PlayedPly[] = [];
  for (const [ply, move] of moves.entries()) {
    const played = position.play(move);
    // A PGN's moves are named, not explained: why the rules refuse one is the client's to word (decision 262).
    if (!played.ok) return refused(`Move ${ply + 1} (${move}) is not a legal move there`);
    plies.push({ move: played.value.move, san: played.value.san, fen: played.value.fen });
  }
  return ok(treeFromPlies(fen, plies));
}

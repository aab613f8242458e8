import { memo, type ReactNode } from 'react';
import type { MoveTree, TreeNode } from '../../core/review/move-tree';
import { cn } from '../lib/cn';

/**
 * The move number text before a move: "3." for White, "3…" for Black when a line starts with it. Read from
 * the position after the move, so a tree from a set-up position (a study, a game from a FEN) numbers right.
 */
function numberOf(node: TreeNode, force: boolean): string | null {
  const [, turn, , , , counter] = node.fen.split(' ');
  const number = Number(counter) || 1;
  if (turn === 'b') return `${number}.`;
  return force ? `${Math.max(1, number - 1)}…` : null;
}

/**
 * The main line with every variation in brackets, as a move list people know from PGN viewers. Each move
 * is a button that shows its position.
 */
export const MoveTreeView = memo(function MoveTreeView({
  tree,
  cursor,
  onSelect,
}: {
  tree: MoveTree;
  cursor: string | null;
  onSelect(node: string): void;
}) {
  const move = (node: TreeNode, force: boolean) => {
    const number = numberOf(node, force);
    return (
      <span key={node.id} className="inline-flex items-baseline">
        {number ? <span className="me-0.5 text-muted-foreground">{number}</span> : null}
        <button
          type="button"
          className={cn(
            'rounded px-1 font-medium hover:bg-muted focus-visible:outline focus-visible:outline-2',
            node.id === cursor && 'bg-primary text-primary-foreground hover:bg-primary',
          )}
          aria-current={node.id === cursor ? 'step' : undefined}
          onClick={() => onSelect(node.id)}
        >
          {node.san}
        </button>
        {node.comment ? <span className="ms-1 text-muted-foreground italic">{node.comment}</span> : null}
      </span>
    );
  };

  const line = (parentId: string, force: boolean): ReactNode[] => {
    const parent = tree.nodes[parentId];
    const [mainId, ...variations] = parent?.children ?? [];
    const main = mainId ? tree.nodes[mainId] : undefined;
    if (!main) return [];
    const out: ReactNode[] = [move(main, force)];
    for (const id of variations) {
      const variation = tree.nodes[id];
      if (!variation) continue;
      out.push(
        <span key={`v-${id}`} className="text-sm text-muted-foreground">
          ({move(variation, true)} {line(id, false)})
        </span>,
      );
    }
    out.push(...line(main.id, variations.length > 0));
    return out;
  };

  return (
    // A move list reads left to right in every language, as the board does.
    <div
      className="flex flex-wrap items-baseline gap-x-1 gap-y-0.5 text-sm leading-7"
      dir="ltr"
      data-testid="review-moves"
    >
      {line(tree.root, true)}
    </div>
  );
});

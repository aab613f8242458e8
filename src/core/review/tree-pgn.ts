import type { MoveTree, TreeNode } from './move-tree';

const escapeComment = (value: string) => value.replace(/[{}]/g, '');

/**
 * A review's moves as PGN movetext tokens: the main line with every variation in parentheses and each
 * comment in braces, numbered from the root position's own move number and side to move.
 */
export function treeMovetext(tree: MoveTree): string[] {
  const root = tree.nodes[tree.root] as TreeNode;
  const [, turn = 'w', , , , fullmove = '1'] = root.fen.split(' ');
  const blackFirst = turn === 'b' ? 1 : 0;
  const firstNumber = Number.parseInt(fullmove, 10) || 1;

  const moveTokens = (node: TreeNode, forceNumber: boolean): string[] => {
    const half = blackFirst + node.ply - 1;
    const number = firstNumber + Math.floor(half / 2);
    const tokens: string[] = [];
    if (half % 2 === 0) tokens.push(`${number}.`);
    else if (forceNumber) tokens.push(`${number}...`);
    tokens.push(node.san ?? '');
    if (node.comment) tokens.push(`{ ${escapeComment(node.comment)} }`);
    return tokens;
  };

  const lineAfter = (parentId: string, forceNumber: boolean): string[] => {
    const parent = tree.nodes[parentId];
    if (!parent || parent.children.length === 0) return [];
    const [mainId, ...variationIds] = parent.children;
    const main = tree.nodes[mainId as string] as TreeNode;
    const tokens = moveTokens(main, forceNumber);
    for (const id of variationIds) {
      const variation = tree.nodes[id] as TreeNode;
      const inner = [...moveTokens(variation, true), ...lineAfter(id, false)];
      inner[0] = `(${inner[0]}`;
      inner[inner.length - 1] = `${inner.at(-1)})`;
      tokens.push(...inner);
    }
    tokens.push(...lineAfter(main.id, variationIds.length > 0 || main.comment !== ''));
    return tokens;
  };

  const tokens = lineAfter(tree.root, true);
  return root.comment ? [`{ ${escapeComment(root.comment)} }`, ...tokens] : tokens;
}

import { parse } from '@babel/parser';

/** Props whose string is read by a person (or a screen reader), so it must come from a catalogue. */
const HUMAN_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'lead',
  'eyebrow',
  'text',
  'description',
]);
/** Words that are the same in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['ChessChat']);
const HAS_LETTER = /\p{L}/u;

export interface HardCodedText {
  line: number;
  text: string;
}

function isHumanText(text: string, messageIds: ReadonlySet<string>): boolean {
  const trimmed = text.trim();
  return HAS_LETTER.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed) && !messageIds.has(trimmed);
}

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The string a JSX attribute's value or a child expression holds as it is written, if it is one. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return quasis.map((quasi) => quasi.value.cooked).join(' ');
  }
  if (node.type === 'ConditionalExpression') {
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || null;
  }
  return null;
}

/**
 * Human-readable words a component writes into its JSX itself instead of taking them from a catalogue: text between
 * tags, a string child (`{'Sign in'}`), and a string given to a prop a person reads (aria-label, title, lead...).
 * A string that is one of `messageIds` is a catalogue's message handed on (`<FooterColumn title="footer.legal">`).
 */
export function findHardCodedText(
  source: string,
  messageIds: ReadonlySet<string> = new Set(),
): HardCodedText[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: HardCodedText[] = [];
  const report = (node: Node, text: string) => {
    if (isHumanText(text, messageIds)) found.push({ line: node.loc?.start.line ?? 0, text: text.trim() });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXText') report(node, node.value as string);
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of node.children as unknown[]) {
        if (isNode(child) && child.type === 'JSXExpressionContainer') {
          const text = literalText(child);
          if (text !== null) report(child, text);
        }
      }
    }
    if (node.type === 'JSXAttribute') {
      const name = node.name as { name: unknown };
      const text = literalText(node.value);
      if (typeof name.name === 'string' && HUMAN_PROPS.has(name.name) && text !== null) report(node, text);
    }
    for (const [key, value] of Object.entries(node)) {
      if (
        key !== 'loc' &&
        key !== 'start' &&
        key !== 'end' &&
        (typeof value === 'object' || Array.isArray(value))
      ) {
        visit(value);
      }
    }
  };
  visit(ast.program);
  return found;
}

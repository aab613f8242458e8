import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The argument names an ICU message uses, in plural and select branches too, sorted (`#` is its plural's own). */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/**
 * What a translation gets wrong against its source, message by message: a message it lacks or has beyond the
 * source, and each placeholder it drops or adds (a dropped `{name}` loses the name, an added one shows braces).
 */
export function catalogueProblems(
  source: Record<string, string[]>,
  translation: Record<string, string[]>,
): string[] {
  const problems: string[] = [];
  for (const [id, wanted] of Object.entries(source)) {
    const found = translation[id];
    if (!found) {
      problems.push(`${id}: missing`);
      continue;
    }
    for (const name of wanted) if (!found.includes(name)) problems.push(`${id}: drops {${name}}`);
    for (const name of found) if (!wanted.includes(name)) problems.push(`${id}: adds {${name}}`);
  }
  for (const id of Object.keys(translation)) {
    if (!(id in source)) problems.push(`${id}: not in the source catalogue`);
  }
  return problems;
}

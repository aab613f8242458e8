/** English plural categories; the one place that knows how counts are spoken, until texts get a catalogue. */
const RULES = new Intl.PluralRules('en');

/** "1 win", "2 wins", "0 wins": the count and the word its number takes. */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${RULES.select(count) === 'one' ? one : other}`;
}

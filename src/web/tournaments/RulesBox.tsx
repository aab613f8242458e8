import { BookOpen } from 'lucide-react';

/** The rules written out (scoring, streaks, berserk, short draws), as the server sends them for this tournament. */
export function RulesBox({ rules }: { rules: readonly string[] }) {
  return (
    <section aria-labelledby="rules-heading" className="grid gap-2 rounded-xl border bg-card p-4">
      <h2 id="rules-heading" className="flex items-center gap-2 text-base font-semibold">
        <BookOpen className="size-4" aria-hidden="true" /> Rules
      </h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

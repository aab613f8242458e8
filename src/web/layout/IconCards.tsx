import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of short cards, each an icon, a title and a sentence (Home's features, Pricing's reasons). */
export function IconCards({ items, cardClassName }: { items: IconCardItem[]; cardClassName?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('rounded-xl border bg-card p-6 shadow-sm', cardClassName)}>
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

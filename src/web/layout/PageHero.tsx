import type { ReactNode } from 'react';

/** The band at the top of every marketing page: a small eyebrow, the page's one h1, a line of text. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-linear-to-b from-secondary to-background">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

/** A page section with a centred h2 and an optional lead paragraph. */
export function Section({
  id,
  title,
  lead,
  className,
  children,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          {lead ? <p className="mt-3 text-pretty text-muted-foreground">{lead}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

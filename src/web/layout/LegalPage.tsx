import { Link } from 'wouter';
import { LEGAL_EFFECTIVE_DATE, type LegalSection } from '../content/legal';
import { PageHero } from './PageHero';

/** Terms and Privacy share this layout: effective date, numbered sections, links back to Help and Home. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>Effective date: {LEGAL_EFFECTIVE_DATE}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg text-pretty">{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-pretty text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <nav aria-label="More help" className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">
          <Link href="/help" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to the Help Center
          </Link>
          <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to Home
          </Link>
        </nav>
      </article>
    </>
  );
}

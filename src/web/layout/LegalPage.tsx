import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { SOURCE_LOCALE } from '../../core/locales';
import { formatEffectiveDate, type LegalSection, wordParagraph } from '../content/legal';
import { PageHero } from './PageHero';

/**
 * Terms and Privacy share this layout: effective date, numbered sections, links back to Help and Home. Its words
 * are the `legal` area's, which both pages load. In a translation, one line first says the English text is the
 * reference in case of doubt (decision 314).
 */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero eyebrow={i18n._('legal.eyebrow')} title={title}>
        <p>{i18n._('legal.effectiveDate', { date: formatEffectiveDate(i18n.locale) })}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        {i18n.locale === SOURCE_LOCALE ? null : (
          <p className="mb-6 rounded-lg border bg-secondary/60 p-4 text-sm text-pretty">
            {i18n._('legal.englishPrevails')}
          </p>
        )}
        <p className="text-lg text-pretty">{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">
              {index + 1}. {i18n._(section.heading)}
            </h2>
            {section.paragraphs.map((paragraph, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of paragraphs.
              <p key={at} className="mt-3 leading-relaxed text-pretty text-muted-foreground">
                {wordParagraph(i18n, paragraph)}
              </p>
            ))}
          </section>
        ))}
        <nav
          aria-label={i18n._('legal.moreHelp')}
          className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm"
        >
          <Link href="/help" className="font-medium text-primary underline-offset-4 hover:underline">
            {i18n._('legal.backToHelp')}
          </Link>
          <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {i18n._('legal.backHome')}
          </Link>
        </nav>
      </article>
    </>
  );
}

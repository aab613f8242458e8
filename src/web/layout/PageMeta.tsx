import { pageTitle } from '../../core/pages';

interface PageMetaProps {
  /** The page's own name ("Pricing"); none for the home page, whose title is the site's. */
  name?: string | undefined;
  /** The whole title, in place of the one made from `name` (the home page's, in the reader's language). */
  title?: string | undefined;
  description?: string | undefined;
}

/**
 * The document's title and description. React 19 hoists `<title>` and `<meta>` into the head and puts its
 * title before the one in index.html, so the page being shown names the tab. Descriptions it appends after
 * the one the server sent, so that one goes once the app runs (see `leaveDescriptionToPages`).
 */
export function PageMeta({ name, title, description }: PageMetaProps) {
  return (
    <>
      <title>{title ?? pageTitle(name)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

/**
 * Removes the description the server put into the HTML (index.html's, or a public page's own) for crawlers
 * that run no script: from here on each page renders its own, and a stale first one would outlive navigation.
 */
export function leaveDescriptionToPages(): void {
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
}

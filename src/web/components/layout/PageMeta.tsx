import { pageTitle } from '../../../core/pages';

interface PageMetaProps {
  /** The page's own name ("Pricing"); none for the home page, whose title is the site's. */
  name?: string | undefined;
  description?: string | undefined;
}

/**
 * The document's title and description. React 19 hoists `<title>` and `<meta>` into the head and puts its
 * title before the one in index.html, so the page being shown names the tab.
 */
export function PageMeta({ name, description }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(name)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

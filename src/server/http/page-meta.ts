import { type PublicPage, pageTitle, SITE_NAME } from '../../core/pages';

/** The picture a shared link shows: the app's large icon. */
export const SHARING_IMAGE_PATH = '/icon-512.png';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head tags of a public page: title, description, canonical address, Open Graph and Twitter cards. */
export function pageHeadTags(page: PublicPage, appUrl: string): string {
  const title = escapeAttribute(pageTitle(page.name));
  const description = escapeAttribute(page.description);
  const url = escapeAttribute(`${appUrl}${page.path}`);
  const image = escapeAttribute(`${appUrl}${SHARING_IMAGE_PATH}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/**
 * index.html as sent for a public page: the app is a single page, so link previews and crawlers that run no
 * script see only this. Its generic title and description give way to the page's own.
 */
export function withPageMeta(indexHtml: string, page: PublicPage, appUrl: string): string {
  const generic = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  return generic.replace('</head>', `  ${pageHeadTags(page, appUrl)}\n  </head>`);
}

import { apiRequest } from '../lib/api';

/** The file name a `content-disposition: attachment; filename="…"` header gives, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches a signed-in download and hands it to the browser as a file. Fetched rather than linked so
 * a refusal (signed out, too many tries) shows as a message instead of a downloaded error page.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await apiRequest('GET', url);
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the browser no longer needs the object URL after this turn.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
  return name;
}

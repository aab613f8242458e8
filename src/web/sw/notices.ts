import { PushNotice } from '../../core/protocol/push';

/** The page served to navigations while offline (precached). */
export const OFFLINE_PAGE = '/offline.html';

/** A push message's notice, or null for anything that is not one (it is then not shown). */
export function noticeFromPush(text: string | null): PushNotice | null {
  if (!text) return null;
  try {
    const parsed = PushNotice.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The path a shown notification opens (kept in its `data`); the home page when it has none. */
export function urlOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string')
    return data.url;
  return '/';
}

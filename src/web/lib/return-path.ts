const KEY = 'chesschat:returnPath';

/** Remembers where to come back to after signing in or up. */
export function storeReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); returning to the dashboard is the fallback.
  }
}

/** The stored return path, cleared once read; only same-site paths are honoured. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

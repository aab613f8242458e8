// The service worker serves the offline page in place of the page asked for, at that page's address.
// When the browser says it is online again, this page checks that the server answers (a link can come
// up before anything is reachable) and then loads the wanted page; "Try again" does it by hand.
async function reloadWhenReachable() {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    try {
      await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
      location.reload();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

addEventListener('online', reloadWhenReachable);
// The reader's language (decision 320): the one chosen on this device, else the address's (`/es/...`), else the
// browser's first that ChessChat speaks. The words come from offline-words.js, written by the build.
function readerLanguage(words) {
  const codes = Object.keys(words);
  let chosen = null;
  try {
    chosen = localStorage.getItem(self.OFFLINE_LOCALE_KEY);
  } catch {}
  if (chosen && words[chosen]) return chosen;
  const prefix = location.pathname.split('/')[1] || '';
  const byPrefix = codes.find((code) => code.toLowerCase() === prefix.toLowerCase());
  if (byPrefix) return byPrefix;
  for (const tag of navigator.languages || [navigator.language]) {
    const base = String(tag).toLowerCase().split('-')[0];
    const spoken =
      codes.find((code) => code.toLowerCase() === String(tag).toLowerCase()) ||
      codes.find((code) => code.toLowerCase().split('-')[0] === base);
    if (spoken) return spoken;
  }
  return 'en';
}

function speakReadersLanguage() {
  const words = self.OFFLINE_WORDS;
  if (!words) return;
  const locale = readerLanguage(words);
  const chosen = words[locale];
  if (!chosen || locale === 'en') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = chosen.dir;
  document.title = chosen.title;
  for (const element of document.querySelectorAll('[data-word]')) {
    const text = chosen[element.getAttribute('data-word')];
    if (text) element.textContent = text;
  }
}

addEventListener('DOMContentLoaded', () => {
  speakReadersLanguage();
  const retry = document.getElementById('retry');
  if (retry) retry.setAttribute('href', location.href);
});

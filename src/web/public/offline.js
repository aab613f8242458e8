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
addEventListener('DOMContentLoaded', () => {
  const retry = document.getElementById('retry');
  if (retry) retry.setAttribute('href', location.href);
});

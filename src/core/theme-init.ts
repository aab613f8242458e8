/**
 * The script that sets the colour scheme and the board colours on <html> before the first paint (issue 17,
 * decision 221). Vite writes it inline into index.html's <head> (vite.config.ts) and the server allows exactly
 * this text by its hash in the CSP (security-headers.ts), so nothing else inline may run. It reads what
 * src/web/lib/color-scheme.ts and src/web/board/board-theme.ts keep in localStorage: the scheme
 * ('light', 'dark', or absent for the system's) and the board colours last read from the server. Kept short:
 * every page's HTML carries it.
 */
export const THEME_INIT_SCRIPT = `(()=>{const d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)'),g=k=>{try{return localStorage.getItem(k)}catch{return null}},a=()=>{const c=g('chesschat-color-scheme');d.classList.toggle('dark',c==='dark'||(c!=='light'&&m.matches))};a();m.addEventListener('change',a);addEventListener('storage',e=>{if(e.key==='chesschat-color-scheme')a()});try{const b=JSON.parse(g('chesschat-board-colors')||'null')||{};for(const k in b){const v=b[k];if(/^[a-zA-Z]+$/.test(k)&&/^#[0-9a-fA-F]{6}$/.test(v))d.style.setProperty('--board-'+k.replace(/[A-Z]/g,x=>'-'+x.toLowerCase()),v)}}catch{}})();`;

/** Where index.html asks for it. */
export const THEME_INIT_PLACEHOLDER = '<!-- theme-init -->';

import { AWAKE_EVENT } from './awake-event';
import { LOCALE_KEY, LOCALES, SOURCE_LOCALE } from './locales';

/** The languages' base codes (`pt` for `pt-BR`), for the script's quick guess at the reader's language. */
const SPOKEN = JSON.stringify(LOCALES.map((locale) => locale.code.toLowerCase().split('-')[0]));

/** How long a held link waits for the app before the browser follows it itself (the app failed to load). */
const LINK_FALLBACK_MS = 4000;

/**
 * The inline script every page's HTML carries before its app script (decision 239). Vite writes it into
 * index.html's <head> (vite.config.ts); the server allows exactly this text by its hash in the CSP
 * (security-headers.ts). It does two things:
 *
 * - Until the app is live (`AWAKE_EVENT`, sent by the React root once it has drawn or hydrated the page), a tap on a
 *   link or a button, or a form's sending, is held and done once the app can answer it: the app's own handlers
 *   run (a plan card's link remembers where to come back to), a pre-rendered sign-in form is never sent to the
 *   server as a plain GET with the password in the address, and a button drawn before its code is here does
 *   not swallow the tap. A link opened in another tab or to another site, or within the page, is left to the
 *   browser; a held link the app does not take within a few seconds is followed by the browser.
 * - On a pre-rendered page served to a signed-out visitor, the build writes the app's entry script into
 *   `data-wake-entry` instead of loading it (scripts/prerender.mjs). The page is complete without it; the app is
 *   loaded at the visitor's first touch, key, pointer movement or focus, so reading a public page costs a phone
 *   no script at all. A page at its plain address is English (decision 296): a reader whose chosen language (kept
 *   on the device) or browser's first spoken language is another gets the app at once, which draws the page in
 *   theirs. A page at a language's own address (`/es/pricing`, decision 302) is already in the language asked for.
 *
 * Kept plain and short: it runs before anything else on every page, and its text is its CSP hash.
 */
export const WAKE_ON_TOUCH_SCRIPT = `(()=>{
const entry=document.currentScript.dataset.wakeEntry;
let awake=false,held=null,heldForm=null,heldSubmitter=null;
const inPlace=(event,link)=>event.button!==0||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey||
(link.target&&link.target!=='_self')||link.hasAttribute('download')||link.origin!==location.origin||
(link.pathname===location.pathname&&link.hash!=='');
const hold=(event)=>{
if(awake)return;
if(event.type==='submit'){heldForm=event.target;heldSubmitter=event.submitter;}
else{const target=event.target instanceof Element?event.target.closest('a[href],button,[role=button]'):null;
if(!target||(target instanceof HTMLAnchorElement&&inPlace(event,target)))return;
held=target;
if(target instanceof HTMLAnchorElement)setTimeout(()=>{if(!awake&&held===target)location.assign(target.href);},${LINK_FALLBACK_MS});}
event.preventDefault();event.stopImmediatePropagation();
};
addEventListener('click',hold,true);
addEventListener('submit',hold,true);
document.addEventListener('${AWAKE_EVENT}',()=>{awake=true;setTimeout(()=>{
if(heldForm&&heldForm.isConnected)heldForm.requestSubmit(heldSubmitter&&heldSubmitter.isConnected?heldSubmitter:undefined);
else if(held&&held.isConnected)held.click();
});},{once:true});
if(!entry)return;
const wakers=['pointerdown','pointermove','touchstart','keydown','focusin','wheel'];
const wake=()=>{
for(const type of wakers)removeEventListener(type,wake,true);
const script=document.createElement('script');
script.type='module';script.src=entry;document.head.append(script);
};
for(const type of wakers)addEventListener(type,wake,{capture:true,passive:true});
let chosen=null;try{chosen=localStorage.getItem('${LOCALE_KEY}');}catch{}
const lang=chosen||(navigator.languages||[navigator.language]).map((tag)=>tag.toLowerCase().split('-')[0])
.find((tag)=>${SPOKEN}.includes(tag))||'${SOURCE_LOCALE}';
if(document.documentElement.lang==='${SOURCE_LOCALE}'&&lang!=='${SOURCE_LOCALE}')wake();
})();`;

/** Where index.html asks for the script. */
export const WAKE_ON_TOUCH_PLACEHOLDER = '<!-- wake-on-touch -->';

/** The attribute the build fills with the entry script's address on a page that waits for a touch. */
export const WAKE_ENTRY_ATTRIBUTE = 'data-wake-entry';

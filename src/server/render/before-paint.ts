import { createHash } from 'node:crypto';

/**
 * The few scripts that must run inline, before the first paint: so that something closed in this
 * browser never flashes, and so that a form sent before the page's scripts have run is not lost.
 * They are fixed text, so the Content-Security-Policy allows each by its
 * hash (Astro adds the hashes of the scripts it bundles itself; these sit in parts of the page it
 * keeps between renders, so the layout names them).
 */
export const TOPBAR_SCRIPT = `try{if(sessionStorage.getItem('topbar-closed')==='1')document.documentElement.dataset.topbarClosed=''}catch{}document.querySelector('[data-topbar-close]')?.addEventListener('click',()=>{document.documentElement.dataset.topbarClosed='';try{sessionStorage.setItem('topbar-closed','1')}catch{}});`;

/** Spec 4: a CMS banner closed today stays hidden until local midnight (key cms-page-{name}). */
export const CMS_BANNER_SCRIPT = `try{for(const el of document.querySelectorAll('[data-cms-banner]')){const name=el.dataset.cmsBanner??'';if(Number(localStorage.getItem('cms-page-'+name))>Date.now())document.documentElement.dataset['cmsHidden'+name.replace(/\\W/g,'')]=''}}catch{}`;

/**
 * Most of the shop's forms are sent by a module script, and module scripts run only once the page has
 * been read (later on a slow line or a busy server). A form sent before then would go as a plain GET
 * of the page itself: its fields in the address, the action lost (nothing added to the cart, nothing
 * saved). This holds the last such press until the page's scripts have run (DOMContentLoaded comes
 * after every module script of the page) and then sends it again, to whichever script now listens,
 * or as the form itself says where it has no script. An island's form is left to its directive, which
 * holds presses until the island has hydrated (src/lib/directives/replay.ts).
 */
export const FORM_HOLD_SCRIPT = `(()=>{let ready=false,held=null;document.addEventListener('submit',e=>{const f=e.target;if(ready||!(f instanceof HTMLFormElement)||f.closest('astro-island'))return;e.preventDefault();held={f,s:e.submitter}},true);document.addEventListener('DOMContentLoaded',()=>{ready=true;if(held&&held.f.isConnected)held.f.requestSubmit(held.s)},{once:true})})();`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

export const FORM_HOLD_HASH = sha256(FORM_HOLD_SCRIPT);

export const BEFORE_PAINT_HASHES = [sha256(TOPBAR_SCRIPT), sha256(CMS_BANNER_SCRIPT), FORM_HOLD_HASH];

import { createHash } from 'node:crypto';

/**
 * The few scripts that must run inline, before the first paint, so that something closed in this
 * browser never flashes. They are fixed text, so the Content-Security-Policy allows each by its
 * hash (Astro adds the hashes of the scripts it bundles itself; these sit in parts of the page it
 * keeps between renders, so the layout names them).
 */
export const TOPBAR_SCRIPT = `try{if(sessionStorage.getItem('topbar-closed')==='1')document.documentElement.dataset.topbarClosed=''}catch{}document.querySelector('[data-topbar-close]')?.addEventListener('click',()=>{document.documentElement.dataset.topbarClosed='';try{sessionStorage.setItem('topbar-closed','1')}catch{}});`;

/** Spec 4: a CMS banner closed today stays hidden until local midnight (key cms-page-{name}). */
export const CMS_BANNER_SCRIPT = `try{for(const el of document.querySelectorAll('[data-cms-banner]')){const name=el.dataset.cmsBanner??'';if(Number(localStorage.getItem('cms-page-'+name))>Date.now())document.documentElement.dataset['cmsHidden'+name.replace(/\\W/g,'')]=''}}catch{}`;

/**
 * The back office's forms are sent by a module script, which runs only once the page has been read
 * (later on a slow line or a busy server). A form sent before then would go as a plain GET of the
 * page itself, its fields in the address and the action lost; this holds the last such press until
 * `bindAdminForms` is ready and sends it again (a button with its own formaction, the packing
 * slips, still opens its page).
 */
export const ADMIN_HOLD_SCRIPT = `document.addEventListener('submit',e=>{const f=e.target;if(document.documentElement.hasAttribute('data-admin-ready')||!(f instanceof HTMLFormElement)||!f.hasAttribute('data-admin-action')||e.submitter?.hasAttribute('formaction'))return;e.preventDefault();window.adminHeld={form:f,submitter:e.submitter}},true);`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

export const BEFORE_PAINT_HASHES = [sha256(TOPBAR_SCRIPT), sha256(CMS_BANNER_SCRIPT)];

export const ADMIN_HOLD_HASH = sha256(ADMIN_HOLD_SCRIPT);

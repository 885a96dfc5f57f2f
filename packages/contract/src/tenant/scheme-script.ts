import { SCHEME_STORAGE_KEY } from './scheme-choice.js';

/**
 * The inline script at the top of every page: it copies a manual scheme choice onto
 * `<html data-scheme>` before the first paint, so the page never flashes the other palette.
 * The CSS decides what `data-scheme` means (a pinned tenant ignores it). Its text is fixed, so
 * the server allows it by its hash in the CSP, never by 'unsafe-inline'.
 */
export const SCHEME_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(SCHEME_STORAGE_KEY)});if(s==="light"||s==="dark")document.documentElement.setAttribute("data-scheme",s)}catch(e){}`;

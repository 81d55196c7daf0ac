import { serializeForScript } from './document-escape';

/** Marks a stylesheet link the page waits to enable until its first paint (document.ts). */
export const DEFERRED_STYLESHEET = 'data-deferred';

/**
 * The inline script that starts the app once the server-rendered page has
 * been painted.
 *
 * A module script that arrives before the first frame (as it does from a
 * nearby server) is run before the browser paints, so the reader would wait
 * for the app's code before seeing a word. This script asks for the code
 * (the entry, and modulepreload links for the chunks it and the screen
 * import) only after the first frame; the app then hydrates what is already
 * on screen. Nothing but the page and its images is fetched before that
 * paint, so the code never competes with what the reader sees first. A
 * hidden tab has no frames to wait for, and a page that has not painted
 * within a second starts anyway.
 *
 * The stylesheets the first paint did not need whole (their links marked
 * deferred and disabled) are enabled at the same moment, before the code, so
 * they are in place by the time the app can open a menu or a dialog.
 *
 * The script reads its own nonce and gives it to the scripts it adds, so the
 * Content-Security-Policy stays nonce-based.
 */
export function scriptLoader(scripts: string[], preloads: string[]): string {
  return (
    '(function(){' +
    'var d=document,nonce=d.currentScript.nonce,started=false;' +
    'function start(){' +
    'if(started)return;started=true;' +
    `d.querySelectorAll('link[${DEFERRED_STYLESHEET}]').forEach(function(l){l.removeAttribute('disabled')});` +
    'var f=d.createDocumentFragment();' +
    `${serializeForScript(preloads)}.forEach(function(href){` +
    "var l=d.createElement('link');l.rel='modulepreload';l.href=href;f.appendChild(l)});" +
    `${serializeForScript(scripts)}.forEach(function(src){` +
    "var s=d.createElement('script');s.type='module';s.src=src;s.nonce=nonce;f.appendChild(s)});" +
    // One insertion, into <head>: added one by one, with the script in
    // <body>, they took about 25 ms on the benchmark story.
    'd.head.appendChild(f)}' +
    "if(d.visibilityState==='hidden')start();" +
    'else requestAnimationFrame(function(){setTimeout(start,0)});' +
    'setTimeout(start,1000)' +
    '})()'
  );
}

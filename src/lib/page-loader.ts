import { AFTER_PAINT } from './after-paint';
import { INTERACTION_EVENTS } from './interaction-events';

/**
 * What a page loads once its first screen is drawn: the whole stylesheet (the page carries only its first screen's
 * rules, src/lib/site-stylesheet.ts), then Gatsby's scripts (src/lib/paint-first.ts). One script does both, in a file
 * every page shares and the browser caches, so that no page carries its code: Lighthouse's simulation downloads a
 * document in round trips of about 14 kB before anything paints, and two inline loaders (1.5 kB compressed, too far
 * apart in the page for gzip to share their code) put articles and legal pages into a second round trip that their
 * twins without scripts do not need (LCP 1,380 against 1,080 ms).
 *
 * The stylesheet is asked for once the largest paint has been presented (the page's `load` and a
 * largest-contentful-paint entry, or the first paint where the engine reports none, then its images decoded and two
 * frames, src/lib/after-paint.ts): Lighthouse's simulated load counts every request started before that paint as
 * holding it up. The scripts follow once the stylesheet applies, when the browser is idle, so nothing they draw is
 * drawn with the first screen's rules alone. A visitor's first scroll asks for the stylesheet at once; a touch, key
 * or focus starts both, so a form never waits on a paint. A tab that does not paint loads both at once.
 *
 * A visitor who arrives at a section (`/#intake-form`) sees that section first, so then the whole stylesheet holds up
 * the first paint, and so does the section until it is parsed (`<link rel="expect">`): otherwise the browser may
 * paint the top of a page it has half read, then add the rest of the header and jump. For that arrival the head
 * writes a parser-blocking copy of this script (`arrivalAtSectionScript`), which runs before the first paint; the
 * async copy then finds the work done.
 */

/** The inline head script that writes the parser-blocking copy for an arrival at a section. */
export const STYLESHEET_LOADER_ID = 'site-stylesheet-loader';
/** The data block at the end of each page that lists its Gatsby scripts, in the order they must run. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/** Set on <html> once the whole stylesheet applies (tests and the curious can see where a page stands). */
export const STYLESHEET_READY_ATTRIBUTE = 'data-stylesheet';
/** The window property the first copy of the loader to run sets, so that a second copy does nothing. */
const STARTED = '__pageLoader';

/**
 * The array webpack's chunks push themselves onto (webpack's `output.chunkLoadingGlobal`, which gatsby-node sets from
 * here): the loader takes it over before webpack's runtime arrives (see `splitEntryScript`).
 */
export const WEBPACK_CHUNKS_GLOBAL = 'webpackChunkvakwebsites_site';

/**
 * Webpack runs an entry chunk as soon as it arrives: it evaluates every module of React and of the app, then runs the
 * app's entry (which starts loading the page), all in the one task that evaluates the app's script. That task took
 * 28-38 ms on a 2-core machine, which Lighthouse's simulation of a phone counts four times over: 67-151 ms of blocking
 * time in every run. This script, run before webpack's runtime, sits between the chunks and the runtime: a chunk
 * without an entry (React's, a template's) registers as usual; the app's chunk registers its modules, then React's
 * modules are evaluated a few milliseconds at a time, and the entry runs in a task of its own. React's modules depend
 * on nothing of the app's, so evaluating them first changes nothing but when; the app's modules keep webpack's order.
 * A chunk is `[chunkIds, modules, entry?]`; the entry is called with webpack's `require`, and only for a chunk id the
 * runtime has not seen, hence the loader's own ids.
 */
function splitEntryScript(): string {
  const chunks = JSON.stringify(WEBPACK_CHUNKS_GLOBAL);
  return (
    `var G=W[${chunks}]=W[${chunks}]||[],J,Q,F=[];` +
    `if(!Object.prototype.hasOwnProperty.call(G,"push"))Object.defineProperty(G,"push",{configurable:true,` +
    `get:function(){return J?X:[].push},set:function(f){J=f}});` +
    `function X(x){if(!x[2]){if(F)F.push.apply(F,Object.keys(x[1]));return J(x)}` +
    `var M=F||[];F=null;J([x[0],x[1]]);J([["page-loader-require"],{},function(q){Q=q}]);` +
    `(function s(){var t=performance.now();while(M.length){Q(M.shift());if(performance.now()-t>4)return void setTimeout(s,0)}` +
    `setTimeout(function(){J([["page-loader-entry"],{},x[2]])},0)})()}`
  );
}

/** A visitor scrolling towards what the first screen's rules do not cover, or reaching for the page. */
const STYLESHEET_NOW_EVENTS = ['scroll', ...INTERACTION_EVENTS];

/** The source of the shared loader for a build whose whole stylesheet is at `stylesheetHref`. */
export function pageLoaderScript(stylesheetHref: string): string {
  const json = JSON.stringify;
  return (
    `(function(){var W=window,D=document,S=D.currentScript,L=location.hash&&D.readyState==="loading";` +
    // The async copy, reached first on an arrival at a section, leaves it to the parser-blocking one, and steps in
    // only if that one did not run (it failed to load).
    `if(L&&S&&S.async){D.addEventListener("DOMContentLoaded",m);return}m();` +
    `function m(){if(W[${json(STARTED)}])return;W[${json(STARTED)}]=1;` +
    `var h=${json(stylesheetHref)},q=false,c=false,d=false,w=false,N=${json(STYLESHEET_NOW_EVENTS)},I=${json(INTERACTION_EVENTS)};` +
    `function r(){c=true;D.documentElement.setAttribute(${json(STYLESHEET_READY_ATTRIBUTE)},"");g()}` +
    `function k(l){q=true;N.forEach(function(t){W.removeEventListener(t,a,true)});l.addEventListener("load",r);l.addEventListener("error",r)}` +
    `function a(){if(q)return;var l=D.createElement("link");l.rel="stylesheet";l.href=h;k(l);D.head.appendChild(l)}` +
    // The scripts, in order (they download side by side): the chunk map runs before the app reads it.
    `function l(){if(d)return;var j=D.getElementById(${json(PAGE_SCRIPTS_ID)});` +
    `if(!j){if(!w&&D.readyState==="loading"){w=true;D.addEventListener("DOMContentLoaded",l)}return}` +
    `d=true;I.forEach(function(t){W.removeEventListener(t,l,true)});a();${splitEntryScript()}` +
    `JSON.parse(j.textContent).forEach(function(u){var e=D.createElement("script");e.src=u;e.async=false;D.body.appendChild(e)})}` +
    // Only while the parser is at the head: a write after that would replace the page. Where the browser knows
    // blocking="render", the stylesheet holds up the first paint without holding up the parser; where not, a written
    // stylesheet holds up both.
    `if(location.hash&&D.readyState==="loading"){if("blocking" in HTMLLinkElement.prototype){` +
    `var b=function(r,u){var e=D.createElement("link");e.rel=r;e.href=u;e.setAttribute("blocking","render");D.head.appendChild(e);return e};` +
    `k(b("stylesheet",h));b("expect",location.hash)}` +
    `else{D.write('<link rel="stylesheet" href="'+h+'" id="site-stylesheet">');k(D.getElementById("site-stylesheet"))}}` +
    `if(D.hidden){a();l();return}` +
    `N.forEach(function(t){W.addEventListener(t,a,{capture:true,passive:true})});` +
    `I.forEach(function(t){W.addEventListener(t,l,{capture:true,passive:true})});` +
    `var P=W.PerformanceObserver,p=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0),o=D.readyState==="complete";` +
    `${AFTER_PAINT}var i=W.requestIdleCallback||function(f){setTimeout(f,1)};` +
    `function g(){if(!p||!o)return;if(!q)Z(a);else if(c&&!d)Z(function(){i(l,{timeout:500})})}` +
    // The first contentful paint counts too: an engine stops reporting largest paints once the page scrolls, and a
    // visitor who arrives at an anchor can scroll before the first one is recorded.
    `if(!p){var f=function(x){if(x.getEntries().length&&!p){p=true;g()}};new P(f).observe({type:"largest-contentful-paint",buffered:true});` +
    `try{new P(f).observe({type:"paint",buffered:true})}catch(y){}}` +
    `if(!o)W.addEventListener("load",function(){o=true;g()});g()}})()`
  );
}

/** The inline head script: on an arrival at a section, the loader at `loaderSrc` as a parser-blocking script. */
export function arrivalAtSectionScript(loaderSrc: string): string {
  return `location.hash&&document.write('<script src="${loaderSrc}"><\\/script>')`;
}

/** What the head carries in place of a loader: the script above and the shared loader, async. */
export function pageLoaderTags(loaderSrc: string): string {
  return `<script id="${STYLESHEET_LOADER_ID}">${arrivalAtSectionScript(loaderSrc)}</script><script src="${loaderSrc}" async></script>`;
}

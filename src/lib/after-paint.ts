/**
 * The step the shared loader (src/lib/page-loader.ts) takes once the page has loaded and reported a paint, before it
 * asks for the stylesheet and again before it starts the scripts: the JS source of `function Z(f)`, which calls `f` once the largest paint has been presented.
 * A loaded image is painted only after it is decoded (off the main thread, a frame or more after `load`), and a
 * frame's largest-paint entry carries the time it was presented, after the frame's callbacks have run: so it waits
 * for every loaded image's `decode()`, then for two frames, then a task.
 */
export const AFTER_PAINT =
  'function Z(f){var m=[].filter.call(document.images||[],function(i){return i.complete&&i.naturalWidth&&i.decode});' +
  'function t(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}' +
  'if(!m.length){t();return}' +
  'Promise.all(m.map(function(i){return i.decode().catch(function(){})})).then(t)}';

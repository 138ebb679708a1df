/*
 * The page a deep link's index.html painted below the world's frame before the scripts arrived (the SPARQL page's
 * heading and help, a thing's IRI: src/lib/world-frame-init.js). The app's first render clears what index.html
 * painted and draws it again, but a lazily loaded page is drawn a few frames later, once its code has run, and in
 * between the page's place was blank: the fallback shown there keeps the painted page until then. Taken when this
 * module is first evaluated, before that render.
 */
let painted = document.querySelector('#main [data-painted-page]');

/** A ref for the loading page's element: puts the painted page in it, once (a later load starts from blank). */
export function keepPaintedPage(element: HTMLElement | null) {
  if (!element || !painted) return;
  element.replaceChildren(painted);
  painted = null;
}

import INDEX_HTML from '../../index.html?raw';
import SCRIPT from './world-frame-init.js?raw';

/*
 * index.html's world-frame script (world-frame-init.js), run here as the page runs it, over index.html's own body: what
 * a deep link shows before the scripts arrive.
 */
function paintAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = new DOMParser().parseFromString(INDEX_HTML, 'text/html').body.innerHTML;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the page runs it
  (new Function(SCRIPT) as () => void)();
  const main = document.getElementById('main') as HTMLElement;
  return {
    main,
    page: main.querySelector('[data-painted-page]'),
    headings: [...main.querySelectorAll('h1, h2')].map((heading) => heading.textContent.replaceAll(/\s+/g, ' ').trim()),
  };
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the world frame painted with the HTML', () => {
  it('paints the SPARQL page’s heading and help below the frame, the SPARQL tab current', () => {
    const { main, page, headings } = paintAt('/worlds/solar%2Fsystem/sparql');
    expect(headings).toEqual(['Loading the world solar/system', 'Query']);
    expect(page?.textContent).toMatch(/Ctrl\+Enter \(⌘\+Enter on a Mac\) runs the query\./);
    expect(main.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/worlds/solar%2Fsystem/sparql');
  });

  it('paints a thing’s IRI as text, where its name will be, with the way back to the search', () => {
    const iri = 'http://example.org/<img src=x onerror="alert(1)">שלום😀';
    const { main, page, headings } = paintAt(`/worlds/w/thing?${new URLSearchParams({ iri: ` ${iri} ` }).toString()}`);
    expect(headings).toEqual(['Loading the world w', iri]);
    expect(main.querySelector('img[src="x"]')).toBeNull();
    expect(page?.querySelector('[aria-current="page"]')?.textContent).toBe(iri);
    expect(page?.querySelector('header bdi')?.textContent).toBe(iri);
    expect(page?.querySelector('a')?.getAttribute('href')).toBe('/worlds/w/search');
    // A thing is no tab of the world.
    expect(main.querySelector('nav[aria-label="World"] [aria-current]')).toBeNull();
  });

  it('leaves to the page an IRI it shows with escapes, and a thing page that names none', () => {
    for (const iri of ['http://example.org/\u202Eevil', 'http://example.org/a\nb', '  ']) {
      const { page, headings } = paintAt(`/worlds/w/thing?${new URLSearchParams({ iri }).toString()}`);
      expect(page).toBeNull();
      expect(headings).toEqual(['Loading the world w']);
    }
    expect(paintAt('/worlds/w/thing').page).toBeNull();
  });

  it('paints the home page’s heading and what it is for, and no world frame', () => {
    const { main, headings } = paintAt('/');
    expect(headings).toEqual(['Worlds']);
    expect(main.textContent).toMatch(/Choose a world to see what it holds, to edit it or to search its triples\./);
    expect(main.querySelector('nav')).toBeNull();
    expect(paintAt('/settings').headings).toEqual([]);
  });

  it('paints no page below the frame where the page’s first render depends on more than the URL', () => {
    for (const tab of ['overview', 'edit', 'search', 'data']) {
      const { page, headings } = paintAt(`/worlds/w/${tab}`);
      expect(page).toBeNull();
      expect(headings).toEqual(['Loading the world w']);
    }
  });
});

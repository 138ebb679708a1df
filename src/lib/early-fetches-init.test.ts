import SCRIPT from './early-fetches-init.js?raw';

/*
 * index.html's early script (early-fetches-init.js), run here as the page runs it, with what the build writes beside
 * it (vite.config.ts, earlyFetches). Its fetch is given to it, so the test sees what it asks for without a server.
 */
const LISTED = {
  pages: {
    sparql: ['/assets/sparql-page.js', '/assets/sparql-page.css', '/assets/pages-shared.js'],
    thing: ['/assets/thing-page.js', '/assets/describe-thing.js'],
  },
  dialects: { v1: ['/assets/v1.js'], rest: ['/assets/rest.js', '/assets/adapters.js'] },
};

const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

const preloadedFiles = () => preloaded().map(({ href }) => href);

/** Runs the script at `path`, with the build's list unless `listed` is null, and /config.json answering `config`. */
function start(path: string, config: object, listed: object | null = LISTED) {
  window.history.replaceState(null, '', path);
  if (listed) {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'early-modules';
    data.textContent = JSON.stringify(listed);
    document.head.append(data);
  }
  const configRead = new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } });
  const fetchConfig = vi.fn<typeof fetch>(() => Promise.resolve(configRead));
  // A parameter named fetch stands in for the browser's, which the script calls by that name.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the page runs it
  const script = new Function('fetch', SCRIPT) as (stand: typeof fetch) => void;
  script(fetchConfig);
  return { fetchConfig, handedOver: window.worldsDashboardConfig, beforePaint: preloaded() };
}

/** Runs the script (start), then waits as it does for the configuration and the next frame painted. */
async function runAt(path: string, config: object, listed: object | null = LISTED) {
  const started = start(path, config, listed);
  await started.handedOver;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return started;
}

afterEach(() => {
  document.head.replaceChildren();
  window.worldsDashboardConfig = undefined;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early fetches of index.html', () => {
  it('preloads a deep link’s page code and its server’s dialect, at low priority, and hands the configuration over', async () => {
    const { fetchConfig, handedOver, beforePaint } = await runAt('/worlds/solar%2Fsystem/sparql', {
      dataSource: 'server',
      dialect: 'rest',
    });

    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    // Nothing competes with the HTML's first paint.
    expect(beforePaint).toEqual([]);
    expect(handedOver).toBeInstanceOf(Promise);
    // The app still reads the whole answer: the script read a copy.
    expect(await (await handedOver)?.json()).toEqual({ dataSource: 'server', dialect: 'rest' });
    expect(preloaded()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/sparql-page.js', priority: 'low', crossorigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/sparql-page.css', priority: 'low', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/pages-shared.js', priority: 'low', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/rest.js', priority: 'low', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/adapters.js', priority: 'low', crossorigin: '' },
    ]);
  });

  it('preloads the offline data’s dialect for the offline configuration', async () => {
    await runAt('/worlds/solar-system/thing?iri=x', { dataSource: 'offline', dialect: 'auto' });

    expect(preloadedFiles()).toEqual([...LISTED.pages.thing, '/assets/v1.js']);
  });

  it('leaves the dialect to the app when it is detected, or when this browser saved another connection', async () => {
    await runAt('/worlds/solar-system/sparql', { dataSource: 'server', dialect: 'auto' });
    expect(preloadedFiles()).toEqual(LISTED.pages.sparql);
    document.head.replaceChildren();

    sessionStorage.setItem('worlds-dashboard:connection', '{"mode":"server","dialect":"rpc"}');
    await runAt('/worlds/solar-system/sparql', { dataSource: 'server', dialect: 'rest' });
    expect(preloadedFiles()).toEqual(LISTED.pages.sparql);
  });

  it('preloads a deep link’s code in a tab opened in the background, which paints no frame until it is shown', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const noFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await start('/worlds/solar-system/thing?iri=x', { dataSource: 'server', dialect: 'rest' }).handedOver;

    await vi.waitFor(() => expect(preloadedFiles()).toEqual([...LISTED.pages.thing, ...LISTED.dialects.rest]));
    expect(noFrame).not.toHaveBeenCalled();
    hidden.mockRestore();
    noFrame.mockRestore();
  });

  it('preloads nothing on other pages, nor where the build listed nothing, and reads the configuration all the same', async () => {
    const home = await runAt('/', { dataSource: 'server', dialect: 'rest' });
    expect(home.handedOver).toBeInstanceOf(Promise);
    const settings = await runAt('/settings', { dataSource: 'server', dialect: 'rest' });
    expect(settings.handedOver).toBeInstanceOf(Promise);
    expect(preloaded()).toEqual([]);
    document.head.replaceChildren();

    const development = await runAt('/worlds/solar-system/sparql', { dataSource: 'offline' }, null);
    expect(development.handedOver).toBeInstanceOf(Promise);
    expect(preloaded()).toEqual([]);
  });

  describe('the app’s entry', () => {
    /** The build's modulepreload of the entry (vite.config.ts, entryAfterFirstPaint). */
    const linkEntry = () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.id = 'app-entry';
      link.href = '/assets/index-abc.js';
      document.head.append(link);
    };
    const entryScripts = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) => ({
        src: script.getAttribute('src'),
        crossorigin: script.getAttribute('crossorigin'),
      }));
    const loading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    it('runs once the HTML is parsed and its frame painted, never before, and the page’s code after it', async () => {
      linkEntry();
      const parsing = loading();
      start('/worlds/solar-system/sparql', { dataSource: 'server', dialect: 'rest' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      // The body is still being parsed: the app would find no root, and nothing of the page is painted yet.
      expect(entryScripts()).toEqual([]);
      expect(preloadedFiles()).toEqual(['/assets/index-abc.js']);

      parsing.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      // Not in the same task: the parsed HTML is painted first.
      expect(entryScripts()).toEqual([]);
      await vi.waitFor(() =>
        expect(entryScripts()).toEqual([{ src: `${location.origin}/assets/index-abc.js`, crossorigin: '' }]),
      );
      // The page's code after it.
      await vi.waitFor(() =>
        expect(preloadedFiles()).toEqual(['/assets/index-abc.js', ...LISTED.pages.sparql, ...LISTED.dialects.rest]),
      );
    });

    it('waits for the first contentful paint where the browser times paints', async () => {
      linkEntry();
      type Entries = { getEntriesByName: (name: string) => unknown[] };
      let observed: ((list: Entries) => void) | undefined;
      class PaintObserver {
        static supportedEntryTypes = ['paint'];
        observe = vi.fn();
        disconnect = vi.fn();
        constructor(callback: (list: Entries, observer: PaintObserver) => void) {
          observed = (list) => callback(list, this);
        }
      }
      vi.stubGlobal('PerformanceObserver', PaintObserver);
      start('/', { dataSource: 'server', dialect: 'rest' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      // A frame has come, but not the contentful paint: the screen may not show the page yet.
      observed?.({ getEntriesByName: () => [] });
      await new Promise((resolve) => setTimeout(resolve));
      expect(entryScripts()).toEqual([]);

      observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
      vi.unstubAllGlobals();
    });

    it('runs in a tab opened in the background, which paints no frame until it is shown', async () => {
      linkEntry();
      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const noFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      start('/', { dataSource: 'server', dialect: 'rest' });

      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
      expect(noFrame).not.toHaveBeenCalled();
      hidden.mockRestore();
      noFrame.mockRestore();
    });

    it('is not run where the build wrote no link to it (development runs its own script)', async () => {
      await runAt('/worlds/solar-system/sparql', { dataSource: 'server', dialect: 'rest' });
      expect(entryScripts()).toEqual([]);
    });
  });
});

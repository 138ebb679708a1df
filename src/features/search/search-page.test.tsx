import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';
import { typingPause } from './search-box';

const SEARCH = '*/v1/worlds/:worldId/search';

/** Counts the searches that reach the (real) mock handlers, by query. */
function countSearches() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search')) seen.push(url.search);
  });
  return seen;
}

const searchPath = (query = '') => `/worlds/solar-system/search${query}`;
const table = () => screen.findByRole('table', { name: 'Search results', busy: false });
const dataRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

afterEach(() => server.events.removeAllListeners());

describe('search page', () => {
  it('asks for a query and sends no request while there is none', async () => {
    const seen = countSearches();
    const { user } = renderApp(searchPath());
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar System' })).toBeInTheDocument();
    // The world's heading no longer waits for the page's code, which may still be on its way.
    expect(await screen.findByText('Type something to search this world.')).toBeInTheDocument();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '   {Enter}');
    expect(screen.getByText('Type something to search this world.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('searches what is typed after a pause, once, and puts it in the URL', async () => {
    const seen = countSearches();
    const { user, router } = renderApp(searchPath());
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'moon');
    const results = await table();
    expect(within(results).getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(within(results).getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();
    expect(within(results).getByRole('columnheader', { name: 'Predicate' })).toBeInTheDocument();
    expect(within(results).getByRole('columnheader', { name: 'Object' })).toBeInTheDocument();
    expect(dataRows(results)).toHaveLength(10);
    expect(router.state.location.search).toBe('?q=moon&limit=10&offset=0');
    // One search for the whole word (none for "m", "mo", "moo"), and the next page fetched ahead.
    await waitFor(() => expect(seen).toEqual(['?q=moon&limit=10&offset=0', '?q=moon&limit=10&offset=10']));
  });

  it('shows each row with its rank, score, compact IRIs and the query marked', async () => {
    renderApp(searchPath('?q=moon'));
    const [first] = dataRows(await table());
    expect(first).toBeDefined();
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]).toHaveTextContent('1.00');
    expect(within(cells[2] as HTMLElement).getByRole('button', { name: 'wd:Q405' })).toHaveAttribute(
      'title',
      'Open http://www.wikidata.org/entity/Q405',
    );
    expect(cells[3]).toHaveTextContent('rdfs:label');
    expect(cells[4]).toHaveTextContent('Moon@en');
    expect(within(cells[4] as HTMLElement).getByText('Moon', { selector: 'mark' })).toBeInTheDocument();
  });

  it('pages forward and back, and stops after a short page', async () => {
    const { user, router } = renderApp(searchPath('?q=moon'));
    await table();
    expect(screen.getByText('Showing 1–10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous page/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByText('Showing 11–20')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=moon&limit=10&offset=10');
    expect(within(dataRows(await table())[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('11');

    await user.click(screen.getByRole('button', { name: /Previous page/ }));
    expect(await screen.findByText('Showing 1–10')).toBeInTheDocument();

    // "moon" matches 59 triples: the page from 51 is short, and the last.
    await act(() => router.navigate(searchPath('?q=moon&limit=50&offset=50')));
    expect(await screen.findByText('Showing 51–59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
  });

  it('keeps the previous rows, numbered as they were, while another page loads', async () => {
    const { user } = renderApp(searchPath('?q=moon&limit=25&offset=25'));
    const shown = await table();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const triple = { subject: 'http://example.org/a', predicate: 'http://example.org/b', object: 'c' };
    server.use(
      http.get(SEARCH, async () => {
        await answered;
        return HttpResponse.json({ response: [{ score: 1, value: triple }] });
      }),
    );
    await user.click(screen.getByRole('button', { name: /Previous page/ }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(within(dataRows(shown)[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^26$/);
    release();
    expect(await screen.findByText('Showing 1–1')).toBeInTheDocument();
  });

  it('never shows one world’s rows under another world’s heading while the other world’s search loads', async () => {
    const { router } = renderApp(searchPath('?q=moon'));
    expect(within(await table()).getAllByRole('button', { name: 'wd:Q405' })[0]).toBeInTheDocument();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(SEARCH, async ({ params }) => {
        if (params.worldId !== 'periodic-table') return undefined;
        await answered;
        return undefined;
      }),
    );
    await act(() => router.navigate('/worlds/periodic-table/search?q=moon'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Periodic Table' })).toBeInTheDocument();
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'wd:Q405' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'wd:Q405' })).not.toBeInTheDocument();
  });

  it('changes the page size from the start, and remembers it', async () => {
    const { user, router, unmount } = renderApp(searchPath('?q=moon&offset=10'));
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '25');
    expect(await screen.findByText('Showing 1–25')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=moon&limit=25&offset=0');
    // The header row and 25 rows, of which those in view are drawn.
    expect(await table()).toHaveAttribute('aria-rowcount', '26');
    unmount();

    renderApp(searchPath('?q=moon'));
    expect(await screen.findByText('Showing 1–25')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Results per page' })).toHaveValue('25');
  });

  it('does not let a pause in typing undo a Back that came after it', async () => {
    const { router } = renderApp(searchPath('?q=moon'));
    await table();
    await act(() => router.navigate(searchPath('?q=sun')));
    await screen.findByRole('table', { name: 'Search results', busy: false });
    const searchbox = screen.getByRole('searchbox', { name: 'Search' });
    // The pause runs on the test's clock, so the test knows when it has passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A pause left alone searches...
      fireEvent.change(searchbox, { target: { value: 'sunx' } });
      act(() => {
        vi.advanceTimersByTime(typingPause('sunx'));
      });
      expect(router.state.location.search).toBe('?q=sunx&limit=10&offset=0');
      // ...but not once Back has come after the typing.
      fireEvent.change(searchbox, { target: { value: 'sunxy' } });
      await act(() => router.navigate(-1));
      act(() => {
        vi.advanceTimersByTime(typingPause('sunxy') * 2);
      });
      expect(router.state.location.search).toBe('?q=sun');
      expect(searchbox).toHaveValue('sun');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads bad URL values as their defaults', async () => {
    renderApp(searchPath('?q=moon&limit=banana&offset=-5'));
    expect(await screen.findByText('Showing 1–10')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Results per page' })).toHaveValue('10');
  });

  it('says when nothing matches, with what to try', async () => {
    renderApp(searchPath('?q=zzzqqqxx'));
    const status = await screen.findByText('No triples match “zzzqqqxx”', { selector: '[role="status"]' });
    expect(status).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('announces each new search in a status line that was there before it changed', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    await table();
    const status = screen.getByText('Showing 1–10', { selector: '[role="status"]' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'zzzqqqxx{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('No triples match “zzzqqqxx”'));
    expect(status).toBeInTheDocument();
  });

  it('does not offer spelling tips for a query with no letters or digits', async () => {
    renderApp(searchPath('?q=%3F!%E2%80%A6'));
    expect(await screen.findByText(/has no letters or digits/)).toBeInTheDocument();
    expect(screen.queryByText(/Check the spelling/)).not.toBeInTheDocument();
  });

  it('offers the first page, not Previous, past the last result', async () => {
    const { user, router } = renderApp(searchPath('?q=moon&offset=5000'));
    expect(await screen.findByText('No more results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous page/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('?q=moon&limit=10&offset=0');
  });

  it('explains a failed search with the status and message, and retries', async () => {
    server.use(
      http.get(SEARCH, () => HttpResponse.json({ error: { message: 'Index is rebuilding' } }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = renderApp(searchPath('?q=moon'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed');
    expect(alert).toHaveTextContent('503');
    expect(alert).toHaveTextContent('Index is rebuilding');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(dataRows(await table())).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly that a world does not exist', async () => {
    renderApp('/worlds/no-such-world/search?q=moon');
    expect(await screen.findByText('No world has this ID')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the world list' })).toHaveAttribute('href', '/');
  });

  it('never lets an older answer overwrite a newer search', async () => {
    let releaseOld: () => void = () => {};
    const oldGate = new Promise<void>((resolve) => (releaseOld = resolve));
    let oldAnswered = false;
    let oldRequest: Request | undefined;
    server.use(
      http.get(SEARCH, async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'mars') return undefined;
        oldRequest = request;
        await oldGate;
        oldAnswered = true;
        return HttpResponse.json({
          response: [
            {
              score: 9,
              value: { subject: 'http://example.org/stale', predicate: 'http://example.org/p', object: 'stale answer' },
            },
          ],
        });
      }),
    );
    const { user } = renderApp(searchPath());
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, 'mars{Enter}');
    await waitFor(() => expect(oldRequest).toBeDefined());
    await user.clear(box);
    await user.type(box, 'moon{Enter}');
    expect(within(await table()).getAllByRole('button', { name: 'wd:Q405' })[0]).toBeInTheDocument();

    releaseOld();
    await waitFor(() => expect(oldAnswered).toBe(true));
    expect(oldRequest?.signal.aborted).toBe(true);
    expect(screen.queryByText('stale answer')).not.toBeInTheDocument();
    expect(within(await table()).getAllByRole('button', { name: 'wd:Q405' })[0]).toBeInTheDocument();
    expect(box).toHaveValue('moon');
  });

  it('opens a subject’s own view instead of searching its text, and Back returns', async () => {
    const { user, router } = renderApp(searchPath('?q=moon'));
    await user.click(within(await table()).getAllByRole('button', { name: 'wd:Q405' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/worlds/solar-system/thing'));
    expect(new URLSearchParams(router.state.location.search).get('iri')).toBe('http://www.wikidata.org/entity/Q405');
    expect(await screen.findByRole('heading', { level: 2, name: 'Moon' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('moon'));
    expect(router.state.location.pathname).toBe('/worlds/solar-system/search');
  });

  it('draws a prefetched Next page in one commit, without rendering the whole page again', async () => {
    let commits = 0;
    const { user, queryClient } = renderApp(searchPath('?q=moon'), { onCommit: () => commits++ });
    await table();
    // The next page is in the cache before the click (Next is prefetched), and nothing is loading.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    commits = 0;
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByText('Showing 11–20')).toBeInTheDocument();
    // Let the prefetch of the page after it settle: it commits nothing either.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(commits).toBe(1);
  });

  it('fetches the next page ahead once the page is painted, not in the frame that shows it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const seen = countSearches();
    const { queryClient } = renderApp(searchPath('?q=moon'));
    await table();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(seen).toEqual(['?q=moon&limit=10&offset=0']);
    // The frame is painted: the next page is asked for.
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await waitFor(() => expect(seen).toEqual(['?q=moon&limit=10&offset=0', '?q=moon&limit=10&offset=10']));
  });

  it('draws a page already in the cache within the click, before the browser can paint a frame between', async () => {
    const seen = countSearches();
    const { user, queryClient } = renderApp(searchPath('?q=moon'));
    await table();
    await waitFor(() => expect(seen).toContain('?q=moon&limit=10&offset=10'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // What the page shows as the click's event ends, before anything it scheduled (a transition) has rendered.
    let drawnByTheClick = false;
    document.addEventListener('click', () => (drawnByTheClick = screen.queryByText('Showing 11–20') !== null), {
      once: true,
    });
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(drawnByTheClick).toBe(true);
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
    await waitFor(() => expect(seen).toContain('?q=moon&limit=10&offset=20'));
  });

  it('moves focus to the results after Next page, not to the body', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    await table();
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
  });

  it('disables Next page when a search fails after earlier results', async () => {
    const { user, queryClient, router } = renderApp(searchPath('?q=moon'));
    await table();
    expect(screen.getByRole('button', { name: /Next page/ })).toBeEnabled();
    server.use(http.get(SEARCH, () => HttpResponse.json({ error: { message: 'Down' } }, { status: 500 })));
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    const next = screen.getByRole('button', { name: /Next page/ });
    expect(next).toBeDisabled();
    // A click on it goes nowhere: the page stays the failed one, with its error.
    await user.click(next);
    expect(router.state.location.search).toBe('?q=moon');
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
  });

  it('says a 429 once and counts the Retry-After wait down before Retry works', async () => {
    server.use(
      http.get(SEARCH, () =>
        HttpResponse.json(
          { error: { message: 'Rate limit exceeded' } },
          { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    // The countdown's clock is the test's: on a busy machine a real one-second tick can come so late that the
    // "1 s" step is never on screen to be seen.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      renderApp(searchPath('?q=moon'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The search failed429 Too Many Requests: Rate limit exceeded. Try again in 2 seconds.',
      );
      expect(within(alert).getByRole('button', { name: 'Retry in 2 s' })).toHaveAttribute('aria-disabled', 'true');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(within(alert).getByRole('button', { name: 'Retry in 1 s' })).toHaveAttribute('aria-disabled', 'true');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-disabled', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows automatic retries as they happen, and lets a long wait be cancelled', async () => {
    let calls = 0;
    server.use(
      http.get(SEARCH, () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.error() : new Promise<Response>(() => {});
      }),
    );
    const { queryClient, user } = renderApp('/');
    queryClient.setQueryDefaults(['worlds'], { retry: 3, retryDelay: 10 });
    await act(async () => {
      await user.click(await screen.findByRole('link', { name: 'Open Solar System' }));
    });
    // A world opens on its overview; its Search tab is one click on.
    await user.click(await screen.findByRole('link', { name: 'Search' }, { timeout: 10_000 }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'moon{Enter}');
    expect(await screen.findByText('Retrying (2 of 3)…')).toBeInTheDocument();
    const cancel = await screen.findByRole('button', { name: 'Cancel' }, { timeout: 8000 });
    await user.click(cancel);
    expect(await screen.findByText('Search cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeInTheDocument();
    // The Cancel button appears only after a few seconds of waiting, on purpose.
  }, 15_000);

  it('marks a language-tagged literal with its language and lets values find their own direction', async () => {
    renderApp(searchPath('?q=moon'));
    const [first] = dataRows(await table());
    const moon = within(first as HTMLElement).getByText(
      (_, element) => element?.getAttribute('lang') === 'en' && element.textContent === 'Moon',
    );
    expect(moon).toHaveAttribute('lang', 'en');
    expect(moon).toHaveAttribute('dir', 'auto');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

const SEARCH = '*/v1/worlds/:worldId/search';
const searchPath = (query = '') => `/worlds/solar-system/search${query}`;
const asked = (q: string, offset = 0) => `?q=${q}&limit=10&offset=${offset}`;
const table = () => screen.findByRole('table', { name: 'Search results', busy: false });

/** What the page sent: every search in order, those it aborted, and the most that were out at once. */
interface Traffic {
  sent: string[];
  aborted: string[];
  most: number;
}

/**
 * Holds every search until the test lets it go (then the offline data answers it) or the page aborts it, so that
 * searches are out for as long as the test says, whatever the machine's speed.
 */
function holdSearches() {
  const traffic: Traffic = { sent: [], aborted: [], most: 0 };
  const held = new Map<string, () => void>();
  let out = 0;
  server.use(
    http.get(SEARCH, async ({ request }) => {
      const query = new URL(request.url).search;
      traffic.sent.push(query);
      out += 1;
      traffic.most = Math.max(traffic.most, out);
      await new Promise<void>((resolve) => {
        let settled = false;
        // Counted back at once: a request the page has aborted is no longer out, whatever the server still does.
        const settle = (answered: boolean) => {
          if (settled) return;
          settled = true;
          out -= 1;
          if (!answered) traffic.aborted.push(query);
          resolve();
        };
        held.set(query, () => settle(true));
        request.signal.addEventListener('abort', () => settle(false), { once: true });
      });
      // Nothing returned: the offline data's own handler answers.
      return undefined;
    }),
  );
  const release = (query: string) => held.get(query)?.();
  return { traffic, release, releaseAll: () => held.forEach((answer) => answer()) };
}

describe('typing a search', () => {
  it('keeps one search out at a time, cancelling what the next pause makes stale, in one history entry', async () => {
    const { traffic, release, releaseAll } = holdSearches();
    try {
      const { user, router } = renderApp(searchPath('?q=moon'));
      await waitFor(() => expect(traffic.sent).toContain(asked('moon')));
      release(asked('moon'));
      await table();
      // The next page is fetched ahead, and held: a search that no page shows yet.
      await waitFor(() => expect(traffic.sent).toContain(asked('moon', 10)));

      const box = screen.getByRole('searchbox', { name: 'Search' });
      await user.clear(box);
      await user.type(box, 'sat');
      await waitFor(() => expect(traffic.sent).toContain(asked('sat')));
      expect(traffic.aborted).toContain(asked('moon', 10));
      // Each letter comes after the pause, while the search before it is still out.
      for (const [typed, word, stale] of [
        ['u', 'satu', 'sat'],
        ['r', 'satur', 'satu'],
        ['n', 'saturn', 'satur'],
      ] as const) {
        await user.type(box, typed);
        await waitFor(() => expect(traffic.sent).toContain(asked(word)));
        expect(traffic.aborted).toContain(asked(stale));
      }
      expect(traffic.most).toBe(1);

      release(asked('saturn'));
      const results = await table();
      expect(within(results).getAllByText('Saturn', { selector: 'mark' }).length).toBeGreaterThan(0);
      expect(router.state.location.search).toBe(asked('saturn'));
      expect(traffic.most).toBe(1);
      // Every search before the last was aborted, none answered late.
      expect(traffic.sent.filter((query) => !query.startsWith('?q=saturn') && query !== asked('moon'))).toEqual(
        traffic.aborted,
      );

      // The typing took one history entry: Back is the search before it.
      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('?q=moon');
    } finally {
      releaseAll();
    }
  });

  it('searches three characters or more after a short pause, and a letter or two after a longer one', async () => {
    const { router } = renderApp(searchPath('?q=moon'));
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // The pause runs on the test's clock, so the test knows when it has passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'titan' } });
      act(() => {
        vi.advanceTimersByTime(119);
      });
      expect(router.state.location.search).toBe('?q=moon');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(router.state.location.search).toBe(asked('titan'));

      fireEvent.change(box, { target: { value: 'io' } });
      act(() => {
        vi.advanceTimersByTime(299);
      });
      expect(router.state.location.search).toBe(asked('titan'));
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(router.state.location.search).toBe(asked('io'));
    } finally {
      vi.useRealTimers();
    }
  });
});

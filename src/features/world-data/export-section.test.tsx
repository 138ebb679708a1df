import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import { addWorldTriples } from '../../mocks/db';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Export of any size (issue 28): the export is read part by part and written as it comes, to the file the person
 * picks where the browser has the File System Access API (a fake showSaveFilePicker here), otherwise to a download
 * assembled from the parts. Cancel and a failed part abort the file, and "Saved" comes only once it is closed. The
 * dataplane double gives its pages one by one (so a page can be held or failed); the REST double's reply is a body
 * read as it arrives.
 */

const DATAPLANE = 'https://dataplane.example';
const REST = 'https://worlds.example';
const KEY = 'wzw_k';
const MOCK_WORLD = 'scratchpad';
const dataPath = () => `/worlds/${dataplaneWorldId(MOCK_WORLD) ?? ''}/data`;
const SLOW = { timeout: 15_000 };

/** The files handed to the browser's downloads. */
function savedFiles() {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => saved.push(blob) && 'blob:export'),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}

/** A browser with the File System Access API: the person picks `name`; what is written, closed or aborted is kept. */
function filePicker(name = 'picked.ttl') {
  const written: Uint8Array[] = [];
  const events: string[] = [];
  let finishClose: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    finishClose = resolve;
  });
  const writable = {
    write: vi.fn((bytes: Uint8Array) => {
      written.push(bytes);
      events.push('write');
      return Promise.resolve();
    }),
    // The browser puts the file in place only when close() resolves: held until the test says so.
    close: vi.fn(() => {
      events.push('close');
      return closed;
    }),
    abort: vi.fn(() => {
      events.push('abort');
      return Promise.resolve();
    }),
  };
  const showSaveFilePicker = vi.fn(() => Promise.resolve({ name, createWritable: () => Promise.resolve(writable) }));
  Object.assign(window, { showSaveFilePicker });
  return {
    showSaveFilePicker,
    writable,
    events,
    text: () => new Blob(written as BlobPart[]).text(),
    finishClose: () => act(() => finishClose()),
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'showSaveFilePicker');
});

/** Holds the dataplane export's second page until released; then serves it, or fails it with `failure`. */
function holdSecondPage(failure?: Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${DATAPLANE}/worlds/:worldId/export`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== '1000') return undefined;
      await held;
      return failure;
    }),
  );
  return () => act(() => release());
}

const seed = (n: number) =>
  addWorldTriples(
    MOCK_WORLD,
    Array.from({ length: n }, (_, i) => ({
      subject: `http://example.org/s${i}`,
      predicate: 'http://example.org/n',
      object: `value ${i}`,
    })),
  );

describe('on the dataplane server, page by page', () => {
  beforeEach(() => {
    server.use(...dataplaneHandlers({ apiKey: KEY, origin: DATAPLANE }));
    saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: KEY, dialect: 'dataplane' });
  });

  it('counts the triples read as the pages come, and downloads Turtle and N-Quads that hold them', async () => {
    seed(2_500);
    addWorldTriples(MOCK_WORLD, [
      { subject: 'http://example.org/saturn', predicate: 'http://example.org/note', object: 'a "ringed"\ngiant 🪐' },
      {
        subject: 'http://example.org/saturn',
        predicate: 'http://example.org/moon',
        object: 'http://example.org/titan',
      },
    ]);
    const saved = savedFiles();
    const release = holdSecondPage();
    const { user } = renderApp(dataPath());
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/^Read 1,000 triples, [\d.]+ KB…$/)).toHaveAttribute('role', 'status');
    release();
    expect(
      await screen.findByText(/^Download started: .*\.ttl \(2,502 triples, [\d.]+ KB\)\.$/, {}, SLOW),
    ).toBeInTheDocument();
    const turtle = await (saved[0] as Blob).text();
    expect(turtle.trim().split('\n')).toHaveLength(2_502);
    expect(turtle).toContain('<http://example.org/saturn> <http://example.org/note> "a \\"ringed\\"\\ngiant 🪐" .');
    expect(turtle).toContain('<http://example.org/saturn> <http://example.org/moon> <http://example.org/titan> .');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'n-quads');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/^Download started: .*\.nq/, {}, SLOW)).toBeInTheDocument();
    expect(await (saved[1] as Blob).text()).toContain(
      '<http://example.org/s2499> <http://example.org/n> "value 2499" .',
    );
  });

  it('writes each page to the picked file as it comes, and says Saved only once the file is closed', async () => {
    seed(2_500);
    const saved = savedFiles();
    const picked = filePicker('solar.ttl');
    const release = holdSecondPage();
    const { user } = renderApp(dataPath());
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(picked.showSaveFilePicker).toHaveBeenCalledWith({
      suggestedName: expect.stringMatching(/^.+-\d{4}-\d{2}-\d{2}\.ttl$/) as string,
      types: [{ description: 'Turtle', accept: { 'text/turtle': ['.ttl'] } }],
    });
    expect(await screen.findByText(/^Read 1,000 triples; [\d.]+ KB written to solar\.ttl…$/)).toBeInTheDocument();
    // The first page is in the file before the second is read: memory holds one page, whatever the world's size.
    expect(picked.events).toEqual(['write']);
    release();
    await vi.waitFor(() => expect(picked.events).toEqual(['write', 'write', 'write', 'close']), SLOW);
    // Whatever the page would do next is done (the query library reports on a later task), and it is still exporting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeInTheDocument();
    expect(screen.queryByText(/^Saved/)).not.toBeInTheDocument();
    picked.finishClose();
    expect(await screen.findByText(/^Saved solar\.ttl \(2,500 triples, [\d.]+ KB\)\.$/)).toHaveAttribute(
      'role',
      'status',
    );
    expect((await picked.text()).trim().split('\n')).toHaveLength(2_500);
    expect(saved).toEqual([]);
  });

  it('cancels: the picked file is aborted, never closed, and nothing is called saved', async () => {
    seed(2_500);
    const picked = filePicker();
    const release = holdSecondPage();
    const { user } = renderApp(dataPath());
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByText(/^Read 1,000 triples/);
    // By keyboard: Export keeps the focus while it runs, Tab reaches Cancel, and the focus comes back to Export.
    expect(screen.getByRole('button', { name: 'Exporting…' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(/^Export cancelled after reading 1,000 triples, [\d.]+ KB: nothing was saved\.$/),
    ).toBeInTheDocument();
    release();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(picked.events).toEqual(['write', 'abort']);
  });

  it.each(['file', 'download'] as const)(
    'a page that fails half-way leaves no %s, and the page says how far it got',
    async (kind) => {
      seed(2_500);
      const saved = savedFiles();
      const picked = kind === 'file' ? filePicker() : undefined;
      const failure = HttpResponse.json({ error: { code: 'INTERNAL', message: 'D1 is overloaded' } }, { status: 500 });
      const release = holdSecondPage(failure);
      const { user } = renderApp(dataPath());
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      await screen.findByText(/^Read 1,000 triples/);
      release();
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent('The world could not be exported: nothing was saved');
      expect(alert).toHaveTextContent('D1 is overloaded');
      expect(screen.getByText(/^It stopped after reading 1,000 triples, [\d.]+ KB\.$/)).toBeInTheDocument();
      expect(screen.queryByText(/^(Saved|Download started)/)).not.toBeInTheDocument();
      expect(saved).toEqual([]);
      if (picked) expect(picked.events).toEqual(['write', 'abort']);
    },
  );

  it('asks nothing of the server when the person closes the file picker', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/export')) asked.push(request.url);
    });
    const showSaveFilePicker = vi.fn(() =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    );
    Object.assign(window, { showSaveFilePicker });
    const { user } = renderApp(dataPath());
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(showSaveFilePicker).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain(
      expect.stringMatching(/Read|Saved|Download/),
    );
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('on the REST server, a reply read as it arrives', () => {
  const worldPath = () => `/worlds/${encodeURIComponent(restWorldId('solar-system') ?? '')}/data`;
  const LINE = '<http://example.org/a> <http://example.org/b> "c" .\n';

  /**
   * An export reply whose body comes in two parts, the second when released, or a dropped connection, or nothing
   * more while the connection stays open (a server that stalls).
   */
  function twoPartExport(second: 'arrives' | 'fails' | 'stalls') {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encoder = new TextEncoder();
    server.use(
      http.get(`${REST}/v1/worlds/:worldId/export`, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(LINE.repeat(3)));
            if (second === 'stalls') return;
            await held;
            if (second === 'fails') controller.error(new TypeError('network error'));
            else {
              controller.enqueue(encoder.encode(LINE.repeat(2)));
              controller.close();
            }
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/n-triples' } });
      }),
    );
    return () => act(() => release());
  }

  beforeEach(() => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: REST, apiKey: KEY, dialect: 'rest' });
  });

  /** Exports N-Triples to a picked file, the reply's second part as `second` says. */
  async function exportTwoParts(second: 'arrives' | 'fails' | 'stalls') {
    const picked = filePicker('solar.nt');
    const release = twoPartExport(second);
    const { user } = renderApp(worldPath());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Format' }), 'n-triples');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    return { picked, release };
  }

  it('writes the reply to the picked file part by part, counting N-Triples lines as triples', async () => {
    const { picked, release } = await exportTwoParts('arrives');
    expect(await screen.findByText(/^Read 3 triples; \d+ bytes written to solar\.nt…$/, {}, SLOW)).toBeInTheDocument();
    expect(picked.events).toEqual(['write']);
    release();
    picked.finishClose();
    expect(await screen.findByText(/^Saved solar\.nt \(5 triples, \d+ bytes\)\.$/, {}, SLOW)).toBeInTheDocument();
    expect(await picked.text()).toBe(LINE.repeat(5));
  });

  it('says that the connection failed half-way, and aborts the file', async () => {
    const { picked, release } = await exportTwoParts('fails');
    await screen.findByText(/^Read 3 triples/, {}, SLOW);
    release();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The connection failed while the export was being read.');
    expect(picked.events).toEqual(['write', 'abort']);
    expect(screen.getByText(/^It stopped after reading 3 triples/)).toBeInTheDocument();
  });

  it('gives up on a server that stops sending part-way, says how much had come, and aborts the file', async () => {
    // Time runs as usual until the test moves it on, past the limit on a silence.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { picked } = await exportTwoParts('stalls');
      await screen.findByText(/^Read 3 triples/, {}, SLOW);
      vi.advanceTimersByTime(15_000);
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent('The world could not be exported: nothing was saved');
      expect(alert).toHaveTextContent(
        `The server stopped sending part-way: nothing more came for 15 seconds after ${LINE.length * 3} bytes had arrived, so the request was cancelled.`,
      );
      expect(picked.events).toEqual(['write', 'abort']);
    } finally {
      vi.useRealTimers();
    }
  });
});

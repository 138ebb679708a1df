import { act, render, screen } from '@testing-library/react';
import { ExternalLink, TermValue } from './term-value';

const literal = (value: string, language?: string) => ({ kind: 'literal' as const, value, language });

describe('ExternalLink', () => {
  it('links only http: and https: IRIs, whatever its caller checked', () => {
    render(
      <>
        <ExternalLink iri="javascript:alert(document.cookie)" />
        <ExternalLink iri="data:text/html,<script>alert(1)</script>" />
        <ExternalLink iri="urn:isbn:0451450523" />
        <ExternalLink iri="https://example.org/moon" />
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.org/moon');
  });
});

describe('TermValue, hostile values', () => {
  it('isolates every value, and shows controls instead of obeying them', () => {
    const { container } = render(
      <>
        <TermValue term={literal('الشمس', 'ar')} words={[]} fullIris={false} />
        <TermValue
          term={literal('a line break here:\nsecond line, and \u202Ereversed')}
          words={['line']}
          fullIris={false}
        />
        <TermValue term={{ kind: 'iri', value: 'http://example.org/שמש' }} words={[]} fullIris={false} />
      </>,
    );
    expect(screen.getByText('الشمس', { selector: 'bdi' })).toBeInTheDocument();
    expect(screen.getByText('שמש', { selector: 'bdi' })).toBeInTheDocument();
    expect(container).toHaveTextContent('a line break here:\\nsecond line, and \\u202Ereversed');
    expect(container.textContent).not.toMatch(/[\n\u202E]/);
  });
});

describe('TermValue, Show all', () => {
  // jsdom lays nothing out: the clamped box's heights and its ResizeObserver are played here.
  let height = { scroll: 0, client: 0 };
  let observed: Array<{ callback: ResizeObserverCallback; target: Element }> = [];
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          observed.push({ callback: this.callback, target });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height.scroll);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => height.client);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  /** A frame's layout: every watched box's size reported. */
  const reportSizes = () =>
    act(() =>
      observed.forEach(({ callback, target }) => callback([{ target } as ResizeObserverEntry], {} as ResizeObserver)),
    );
  const text206 = 'x'.repeat(200) + ' words';

  it('is not offered under text that fits in its three lines', () => {
    height = { scroll: 60, client: 60 };
    render(<TermValue term={literal(text206)} words={[]} fullIris={false} />);
    reportSizes();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('is offered under text that is cut, also when it is short, and stays as Show less', async () => {
    height = { scroll: 120, client: 60 };
    render(<TermValue term={literal('a short value in a narrow column')} words={[]} fullIris={false} />);
    reportSizes();
    const button = screen.getByRole('button', { name: 'Show all 32 characters' });
    height = { scroll: 120, client: 120 };
    act(() => button.click());
    reportSizes();
    expect(await screen.findByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes a new value drawn in the same element as not yet measured: its length stands in until it is', () => {
    // A short value that fits, measured so; then a long one in its place (a results table's next page).
    height = { scroll: 60, client: 60 };
    const { rerender } = render(<TermValue term={literal('fits')} words={[]} fullIris={false} />);
    reportSizes();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    height = { scroll: 120, client: 60 };
    rerender(<TermValue term={literal(text206)} words={[]} fullIris={false} />);
    expect(screen.getByRole('button', { name: 'Show all 206 characters' })).toBeInTheDocument();
    // Measured as fitting after all (a wide column), it is offered no more.
    height = { scroll: 60, client: 60 };
    reportSizes();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('keeps its button, and the focus, through Show less: the text shown whole is not measured as fitting', () => {
    height = { scroll: 120, client: 60 };
    render(<TermValue term={literal(text206)} words={[]} fullIris={false} />);
    reportSizes();
    const button = screen.getByRole('button', { name: 'Show all 206 characters' });
    act(() => button.focus());
    act(() => button.click());
    // Shown whole, the text fits its box: a measure now would take Show less away from under the focus.
    height = { scroll: 200, client: 200 };
    reportSizes();
    expect(button).toHaveAccessibleName('Show less');
    act(() => button.click());
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Show all 206 characters');
  });
});

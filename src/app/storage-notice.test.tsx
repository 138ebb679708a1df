import { screen } from '@testing-library/react';
import { worldTriples } from '../mocks/db';
import { OFFLINE_WORLDS_KEY } from '../mocks/offline-store';
import { renderApp } from '../test/render-app';

/*
 * An offline import when the browser's storage is full: the offline server keeps the data in this tab, and the page
 * says so truly (full, not refused), what it means (lost on reload), and how to keep the data or free room.
 */

const TWO_TRIPLES =
  '<http://example.org/probe> <http://example.org/name> "Voyager probe" .\n<http://example.org/probe> <http://example.org/launched> "1977" .\n';

it('says the storage is full, that an import is kept in this tab only, and how to keep it or free room', async () => {
  // Called below on the storage it was called on (localStorage or sessionStorage), so unbound on purpose.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setItem = Storage.prototype.setItem;
  // The browser's room is used up: the offline store's next write (the imported triples) does not fit.
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (key === OFFLINE_WORLDS_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
  const before = worldTriples('periodic-table')?.length ?? 0;
  const { user } = renderApp('/worlds/periodic-table/data');
  await user.upload(
    await screen.findByLabelText('RDF file', {}, { timeout: 15_000 }),
    new File([TWO_TRIPLES], 'probe.nt'),
  );
  await user.click(await screen.findByRole('button', { name: /^(Add to the world|Import)$/ }));
  expect(
    await screen.findByText(`Added 2 triples: the world now holds ${before + 2} triples`, {}, { timeout: 15_000 }),
  ).toBeInTheDocument();

  const said = await screen.findByText(
    (_, element) =>
      element?.getAttribute('role') === 'status' && /storage for the dashboard is full/.test(element.textContent),
  );
  expect(said).toHaveTextContent(
    'Everything works, but what changes from now on is kept in this tab only, and lost when it is reloaded or closed: the offline sample data’s imports and edits,',
  );
  expect(said).toHaveTextContent(/export its world \(on its Data page\) before you leave/);
  expect(said).toHaveTextContent(/“Restore the sample data” in the Scenario menu/);
  expect(said).not.toHaveTextContent(/does not let the dashboard store anything/);
  // Kept in this tab, never written to the browser: nothing there says it was.
  expect(worldTriples('periodic-table')).toHaveLength(before + 2);
  expect(localStorage.getItem(OFFLINE_WORLDS_KEY)).toBeNull();
});

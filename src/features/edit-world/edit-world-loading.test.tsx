import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { errorReply } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { gate, openEditor, saveButton } from './edit-world-test-kit';

describe('edit world: loading', () => {
  it('prefills the form from the world read', async () => {
    const { name, description } = await openEditor();
    expect(name).toHaveValue('Solar System');
    expect(description).toHaveDisplayValue(/The Sun and the bodies that orbit it/);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('explains a failed read and still sends only the fields filled in', async () => {
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(500, 'Database is down')));
    const requests = recordRequests();
    const { user, description } = await openEditor();
    expect(screen.getByText('The current values could not be read')).toBeInTheDocument();
    expect(screen.getByText(/Database is down/)).toBeInTheDocument();
    await user.type(description, 'Written without the read');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([
      { description: 'Written without the read' },
    ]);
  });
});

describe('edit world: a read tried again', () => {
  it('keeps the form, what was typed and the focus while a failed read is tried again', async () => {
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(500, 'Database is down')));
    const { user, name, queryClient } = await openEditor();
    await user.type(name, 'Typed during the outage');
    // Returning to the tab or changing the Scenario reads the world again; this time it answers, once let through.
    const reread = gate();
    server.use(
      http.get('*/v1/worlds/:worldId', async () => {
        await reread.pass();
        return HttpResponse.json({ worldId: 'solar-system', name: 'Solar System', description: 'Read at last' });
      }),
    );
    // React Query tells components of a new state on a timer of its own (setTimeout 0). On a fake clock the test
    // runs that timer once the request is under way, so the page has provably rendered the read as pending.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let refetched = Promise.resolve();
    act(() => {
      refetched = queryClient.refetchQueries();
    });
    await act(async () => {
      await reread.reached;
      await vi.advanceTimersByTimeAsync(0);
    });
    vi.useRealTimers();

    expect(name).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('solar-system');
    await act(async () => {
      reread.open();
      await refetched;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar System' })).toBeInTheDocument();
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Typed during the outage');
    expect(name).toHaveFocus();
  });
});

describe('edit world: validation', () => {
  it('requires a name that is not blank and says so on the field', async () => {
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, '   ');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(/Name is required/);
    // Emptying the name is a change: it can be discarded, and Save explains why it cannot save it.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(name).toHaveValue('Solar System');
  });

  it('counts characters and refuses a name over the maximum', async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'x'.repeat(121));
    expect(name).toHaveAccessibleDescription(/121 \/ 120 characters/);
    expect(name).toHaveAccessibleDescription(/at most 120 characters/);
    await user.click(saveButton());
    await user.keyboard('{Control>}s{/Control}');
    expect(name).toBeInvalid();
    expect(await requests.withMethod('PUT')).toEqual([]);
  });

  it('counts characters as the limits do, an emoji of joined people as its seven code points', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.paste(family.repeat(17) + 'x');
    // 17 × 7 + 1 = 120 characters: at the limit, so not red, not refused, and saved.
    expect(name).toHaveAccessibleDescription(/120 \/ 120 characters/);
    expect(name).toBeValid();
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(await requests.withMethod('PUT')).toHaveLength(1);

    await user.type(name, 'y');
    expect(name).toHaveAccessibleDescription(/121 \/ 120 characters/);
    expect(name).toBeInvalid();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { renderApp } from '../test/render-app';

/*
 * Switching servers in the settings, without a reload: nothing read from, typed for or remembered of the offline
 * sample data shows for the other server, even where the other server has a world with the same ID.
 */

const OTHER = 'https://other.example';

beforeEach(() => {
  const elsewhere = { id: 'solar-system', name: 'Elsewhere', description: 'Not the sample data' };
  server.use(
    http.get(`${OTHER}/v1/worlds`, () => HttpResponse.json([elsewhere])),
    http.get(`${OTHER}/v1/worlds/solar-system`, () => HttpResponse.json(elsewhere)),
  );
});

it('shows none of the offline worlds, drafts or recent worlds after a switch to another server', async () => {
  const { user } = renderApp('/worlds/solar-system/edit');
  const description = await screen.findByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, 'My offline draft');
  // Opened, so remembered among the recent worlds of the offline data.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solar System');

  await user.click(screen.getByRole('link', { name: 'Settings' }));
  await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  await user.click(await screen.findByRole('checkbox', { name: /Use offline sample data/ }));
  await user.type(screen.getByLabelText('API base URL'), OTHER);
  await user.selectOptions(screen.getByLabelText('API dialect'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Data source: other.example' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Worlds' }));
  const all = await screen.findByRole('region', { name: /All worlds/ });
  expect(await within(all).findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(within(all).queryByRole('heading', { name: 'Solar System' })).not.toBeInTheDocument();
  expect(within(all).queryByRole('heading', { name: 'Periodic Table' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Recently opened' })).not.toBeInTheDocument();

  await user.click(within(all).getByRole('link', { name: 'Edit Elsewhere' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Elsewhere');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Elsewhere');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Not the sample data');
  expect(screen.queryByText('You have unsaved changes from earlier')).not.toBeInTheDocument();
  expect(screen.queryByText(/My offline draft/)).not.toBeInTheDocument();
});

it('brings the offline draft and recent worlds back when switched back', async () => {
  const { user } = renderApp('/worlds/solar-system/edit');
  const description = await screen.findByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, 'My offline draft');
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  await user.click(await screen.findByRole('checkbox', { name: /Use offline sample data/ }));
  await user.type(screen.getByLabelText('API base URL'), OTHER);
  await user.selectOptions(screen.getByLabelText('API dialect'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: /Use offline sample data/ }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByRole('link', { name: 'Data source: offline sample data' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Worlds' }));
  const recent = await screen.findByRole('region', { name: 'Recently opened' });
  await user.click(within(recent).getByRole('link', { name: 'Edit Solar System' }));
  expect(await screen.findByText('You have unsaved changes from earlier')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('My offline draft');
});

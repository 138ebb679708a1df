import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/* What the edit page's tests share. */

export const EDIT_PATH = '/worlds/solar-system/edit';

export async function openEditor(path = EDIT_PATH) {
  const view = renderApp(path);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  return { ...view, name, description: screen.getByRole('textbox', { name: 'Description' }) };
}

export const saveButton = () => screen.getByRole('button', { name: /^Save$|^Saving…$/ });

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** A page that asks its question on a button, as the dashboard's pages do. */
function Asking({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <ConfirmDialog
        open={open}
        title="Save a new embedding model?"
        confirmLabel="Save and re-index"
        cancelLabel="Cancel"
        onConfirm={() => setOpen(false)}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        The server re-indexes the world.
      </ConfirmDialog>
    </>
  );
}

const dialogOf = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });

test('a close the page did not ask for cancels the question', async () => {
  const onCancel = vi.fn();
  render(<Asking onCancel={onCancel} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(dialogOf()).toHaveAttribute('open');

  // As a browser that closes on Escape without a cancel event the page could prevent.
  act(() => dialogOf().close());

  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(dialogOf()).not.toHaveAttribute('open');
});

test('a close event that comes after the question was asked again leaves it open', async () => {
  const onCancel = vi.fn();
  render(<Asking onCancel={onCancel} />);
  const save = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);

  // The browser's close event of that first closing, in a task of its own, lands after the dialog was shown again.
  await userEvent.click(save);
  expect(dialogOf()).toHaveAttribute('open');
  act(() => void dialogOf().dispatchEvent(new Event('close')));

  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(dialogOf()).toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/*
 * What the edit page's tests share. No test here waits for time: a request that must still be under way while
 * the person acts waits at a gate the test opens, and a time limit runs out when the test says so.
 */

export const EDIT_PATH = '/worlds/solar-system/edit';

export async function openEditor(path = EDIT_PATH) {
  const view = renderApp(path);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  return { ...view, name, description: screen.getByRole('textbox', { name: 'Description' }) };
}

export const saveButton = () => screen.getByRole('button', { name: /^Save$|^Saving…$/ });

/**
 * A point where a request handler stops until the test lets it through: `reached` settles when the first request
 * arrives (so the test knows it is under way), `open()` lets every request through. A gate never opened is a server
 * that never answers.
 */
export function gate() {
  let arrive!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reached,
    open,
    /** For the handler: says it has arrived, then waits to be let through. */
    pass: async () => {
      arrive();
      await opened;
    },
  };
}

/**
 * Stands in for AbortSignal.timeout: a time limit runs out only when the test calls `runOut` with its length, so a
 * test of one neither waits for it nor depends on how fast the machine is. Restored after the test (restoreMocks).
 */
export function controlTimeouts() {
  const limits: { ms: number; controller: AbortController }[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    limits.push({ ms, controller });
    return controller.signal;
  });
  return {
    /** Every time limit of `ms` set so far runs out now, as it would have once `ms` milliseconds had passed. */
    runOut(ms: number) {
      for (const limit of limits) {
        if (limit.ms === ms) limit.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      }
    },
  };
}

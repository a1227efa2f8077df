import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, failedModuleUrl } from './dialog';

/** A dialog opened by a plain button (no Radix Trigger), as every screen opens its dialogs. */
function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Details">
        <p>Inside</p>
      </Dialog>
    </>
  );
}

/** A dialog mounted only while open (`{open && <Detail />}`), as the galleries' detail dialogs are. */
function Mounted() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View poster
      </button>
      {open && <Dialog open onOpenChange={(o) => !o && setOpen(false)} title="Poster" />}
    </>
  );
}

/** A dialog whose action takes its opener away (a step that closes a referral removes its buttons). */
function Closing() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <h2 id="item" tabIndex={-1}>
        The item
      </h2>
      {!done && (
        <button type="button" onClick={() => setOpen(true)}>
          Close it
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Close it for good?" returnFocusTo={() => document.getElementById('item')}>
        <button
          type="button"
          onClick={() => {
            setDone(true);
            setOpen(false);
          }}
        >
          Yes
        </button>
      </Dialog>
    </>
  );
}

describe('dialog', () => {
  it('returns focus to the element that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('does so too for a dialog mounted only while it is open', async () => {
    const user = userEvent.setup();
    render(<Mounted />);
    const opener = screen.getByRole('button', { name: 'View poster' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Poster' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends focus to `returnFocusTo` when what it did took its opener away, and to the opener otherwise', async () => {
    const user = userEvent.setup();
    render(<Closing />);
    const opener = screen.getByRole('button', { name: 'Close it' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Close it for good?' });
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close it' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'The item' })).toHaveFocus());
  });
});

describe('failedModuleUrl', () => {
  it('reads the module a failed dynamic import names, where the browser says it', () => {
    const url = 'http://127.0.0.1:3000/assets/dialog-radix-B-D2KwNL.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        REMOVE
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Are you sure you want to delete this account?"
        confirmLabel="DELETE"
        cancelLabel="KEEP"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('starts on the safe answer and closes on it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(
      screen.getByRole('dialog', { name: 'Are you sure you want to delete this account?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'KEEP' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the other button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

/** A list whose rows are deleted through the dialog, under the page's heading. */
function DeletingList() {
  const [rows, setRows] = useState(['Maple Visa', 'Car loan']);
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <main>
      <h1>Banking</h1>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setAsked(row)}>
          Delete {row}
        </button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title="Are you sure you want to delete this account?"
        confirmLabel="DELETE"
        cancelLabel="KEEP"
        onConfirm={() => {
          setRows((current) => current.filter((row) => row !== asked));
          setAsked(null);
        }}
      />
    </main>
  );
}

describe('ConfirmDialog, once closed', () => {
  it('gives focus back to what opened it, after KEEP or Escape', async () => {
    const user = userEvent.setup();
    render(<DeletingList />);
    const opener = screen.getByRole('button', { name: 'Delete Car loan' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'KEEP' }));
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('gives focus to the page’s heading once what opened it is gone', async () => {
    const user = userEvent.setup();
    render(<DeletingList />);
    await user.click(screen.getByRole('button', { name: 'Delete Car loan' }));
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(screen.queryByRole('button', { name: 'Delete Car loan' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Banking' })).toHaveFocus();
  });
});

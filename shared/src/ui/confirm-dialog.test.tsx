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

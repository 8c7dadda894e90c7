import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { FormDialog, FormDialogClose } from './form-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Edit the note" description="Short.">
        <form>
          <label>
            Note
            <input />
          </label>
          <FormDialogClose asChild>
            <Button>Cancel</Button>
          </FormDialogClose>
        </form>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('is named by its title, starts on the first field and gives focus back when closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Edit the note' });
    expect(dialog).toHaveAccessibleDescription('Short.');
    expect(screen.getByLabelText('Note')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton } from './button';
import { Trash2 } from './icons';

describe('Button', () => {
  it('does not submit a form by default', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Add Row</Button>
        <Button type="submit">Update</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy ignores clicks and Enter, yet stays focusable', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <Button type="submit" busy onClick={onClick}>
          Update
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Update' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Amount'), '5{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('names an icon button by its label', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Delete letter" tone="danger" onClick={onClick}>
        <Trash2 />
      </IconButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete letter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

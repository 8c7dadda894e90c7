import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from 'shared/contract';
import { PasswordGate } from './password-gate';

const heading = 'Please enter your password to access your banking information';

describe('PasswordGate', () => {
  it('names the account for password managers when it is known, hidden', () => {
    const { container, rerender } = render(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={vi.fn()}
      />,
    );
    expect(container.querySelector('input[autocomplete="username"]')).toBeNull();
    rerender(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={vi.fn()}
        username="ada@example.ca"
      />,
    );
    const account = container.querySelector('input[autocomplete="username"]');
    expect(account).toHaveValue('ada@example.ca');
    expect(account).not.toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks for the password when confirmed empty and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('Please enter your password.');
    expect(field).toHaveFocus();
  });

  it('submits the typed password with Enter', async () => {
    const onSubmit = vi.fn();
    render(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={onSubmit}
        confirmLabel="Ok"
      />,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Password'), 'my password{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('my password');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the field and returns focus to it", () => {
    const { rerender } = render(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={vi.fn()}
      />,
    );
    rerender(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={vi.fn()}
        error="Incorrect password."
      />,
    );
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('Incorrect password.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('ignores submits while the check is running', async () => {
    const onSubmit = vi.fn();
    render(
      <PasswordGate
        heading={heading}
        requiredMessage={authMessages.passwordRequired}
        onSubmit={onSubmit}
        busy
      />,
    );
    await userEvent.setup().type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './phone-field';

function Phone({
  initial = '',
  onValue,
  Field = PhoneField,
}: {
  initial?: string;
  onValue: (value: string) => void;
  Field?: typeof PhoneField;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Field
      label="Phone Number"
      hint="Outside Canada? Start with +."
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  // The field loads the phone library on first use. In a cold test worker that first import
  // compiles the library for seconds; warm it so that each test sees a browser's fetch instead.
  beforeAll(async () => {
    await import('./phone-input');
  });

  it('reads a number without + as Canadian and gives it in E.164', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Outside Canada? Start with +.');

    await user.type(input, '6135550142');
    await user.tab();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(613) 555-0142');
    expect(onValue).toHaveBeenLastCalledWith('+16135550142');
  });

  it('keeps what is typed before the phone library is there, and the focus', async () => {
    // A fresh copy of the field's module: the phone library is not loaded yet.
    vi.resetModules();
    const { PhoneField: FreshPhoneField } = await import('./phone-field');
    const onValue = vi.fn();
    render(<Phone onValue={onValue} Field={FreshPhoneField} />);
    const plain = screen.getByLabelText('Phone Number');
    // Focused, and half a number typed at once (a fast typist on a slow connection).
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: '514 555' } });

    // Once the library is there the form has what was typed; the half number stays as typed.
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('+1514555'));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('514 555');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();

    // The rest of the number: the library's input takes over, formatted, with the focus.
    fireEvent.change(screen.getByLabelText('Phone Number'), {
      target: { value: '514 555 0142' },
    });
    expect(onValue).toHaveBeenLastCalledWith('+15145550142');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(514) 555-0142');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('takes an international number and shows a stored one formatted', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Phone initial="+33142685300" onValue={onValue} />);
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveValue('+33 1 42 68 53 00'),
    );
    const input = screen.getByLabelText('Phone Number');

    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.type(input, '+442079460958');
    expect(onValue).toHaveBeenLastCalledWith('+442079460958');
  });

  it('shows its error under the input and marks it invalid', () => {
    render(
      <PhoneField
        label="Work Phone"
        value=""
        onChange={() => {}}
        error="Please enter your work phone number."
      />,
    );
    const input = screen.getByLabelText('Work Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your work phone number.');
  });
});

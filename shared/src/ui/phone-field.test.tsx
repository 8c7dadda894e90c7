import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './phone-field';

function Phone({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
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
  it('reads a number without + as Canadian and gives it in E.164', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Phone onValue={onValue} />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Outside Canada? Start with +.');

    await user.type(input, '6135550142');
    expect(input).toHaveValue('(613) 555-0142');
    expect(onValue).toHaveBeenLastCalledWith('+16135550142');
  });

  it('takes an international number and shows a stored one formatted', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Phone initial="+33142685300" onValue={onValue} />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveValue('+33 1 42 68 53 00');

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

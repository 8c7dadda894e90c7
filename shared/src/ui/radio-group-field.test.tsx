import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useController, useForm } from 'shared/forms';
import { Button } from './button';
import { RadioGroupField } from './radio-group-field';

const METHODS = [
  { value: 'fax', label: 'Fax', hint: 'Fastest; keep the confirmation page.' },
  { value: 'mail', label: 'Mail' },
  { value: 'hand', label: 'In person' },
] as const;
type Method = (typeof METHODS)[number]['value'];

/** The group as a page holds it: its own state, reported to the test. */
function Controlled({ onChange }: { onChange: (value: Method) => void }) {
  const [value, setValue] = useState<Method | ''>('');
  return (
    <RadioGroupField
      legend="How will you send it?"
      name="method"
      options={METHODS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The react-hook-form way: useController, required, focus moved to the group on error. */
function Form({ onValid }: { onValid: (values: { method: Method | '' }) => void }) {
  const { control, handleSubmit } = useForm<{ method: Method | '' }>({
    defaultValues: { method: '' },
  });
  const { field, fieldState } = useController({
    control,
    name: 'method',
    rules: { required: 'Please choose how you will send it.' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <RadioGroupField
        legend="How will you send it?"
        options={METHODS}
        {...field}
        error={fieldState.error?.message}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('RadioGroupField', () => {
  it('names the group by its legend and each radio by its label, hints linked', () => {
    render(
      <RadioGroupField
        legend={<h2>Letter type</h2>}
        name="letter"
        hint="Pick the one that fits best."
        options={METHODS}
        value="mail"
        onChange={() => undefined}
      />,
    );

    const group = screen.getByRole('group', { name: 'Letter type' });
    expect(screen.getByRole('heading', { level: 2, name: 'Letter type' })).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Pick the one that fits best.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Fax' })).toHaveAccessibleDescription(
      'Fastest; keep the confirmation page.',
    );
    expect(screen.getByRole('radio', { name: 'Mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fax' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows its message under the group, read with it, and marks the radios invalid', () => {
    render(
      <RadioGroupField
        legend="How will you send it?"
        name="method"
        hint="You can change it later."
        options={METHODS}
        value=""
        onChange={() => undefined}
        error="Please choose how you will send it."
      />,
    );

    expect(
      screen.getByRole('group', { name: 'How will you send it?' }),
    ).toHaveAccessibleDescription('You can change it later. Please choose how you will send it.');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).not.toBeChecked();
    }
  });

  it('chooses by click and by arrow keys, reporting each value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await user.click(screen.getByRole('radio', { name: 'Mail' }));
    expect(onChange).toHaveBeenLastCalledWith('mail');
    expect(screen.getByRole('radio', { name: 'Mail' })).toBeChecked();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'In person' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Mail' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('hand');

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Fax' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('fax');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('works with useController: focus goes to the group on error, the value is sent', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose how you will send it.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fax' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'In person' }));
    expect(screen.queryByText('Please choose how you will send it.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ method: 'hand' }, expect.anything());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, zodResolver } from 'shared/forms';
import { z } from 'shared/zod';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { DateField, NumberField, PasswordField, TextField } from './input-field';
import { SelectField } from './select-field';

const schema = z.object({
  name: z.string().min(1, 'Please enter your name.'),
  secret: z.string(),
  born: z.string(),
  income: z.number(),
  province: z.string(),
  agree: z.boolean(),
});
type Values = z.infer<typeof schema>;

/** A form using every field through register(), as the suites do. */
function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', secret: '', born: '', province: '', agree: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" error={formState.errors.name?.message} {...register('name')} />
      <PasswordField label="Secret" {...register('secret')} />
      <DateField label="Born" {...register('born')} />
      <NumberField label="Income" {...register('income', { valueAsNumber: true })} />
      <SelectField
        label="Province"
        placeholder="Choose a province"
        options={[
          { value: 'Ontario', label: 'Ontario' },
          { value: 'PEI', label: 'PEI' },
        ]}
        {...register('province')}
      />
      <CheckboxField label="Agree" {...register('agree')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('fields', () => {
  it('label their input and show the error under it, linked and marked invalid', () => {
    render(
      <>
        <TextField label="First Name" error="Please enter your first name." required />
        <PasswordField label="Password" hint="At least 12 characters." />
        <DateField label="Date of Birth" error="Please enter a valid date of birth." />
        <NumberField label="Monthly Income" />
        <SelectField
          label="Gender"
          placeholder="Choose"
          options={[{ value: 'Male', label: 'Male' }]}
          error="Please choose."
        />
        <CheckboxField label="I accept" error="You must accept." />
      </>,
    );

    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveAttribute('type', 'text');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAttribute('aria-required', 'true');
    // Not the native attribute: the form's own message is shown, not the browser's bubble.
    expect(firstName).not.toHaveAttribute('required');
    expect(firstName).toHaveAccessibleDescription('Please enter your first name.');

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('At least 12 characters.');

    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'Please enter a valid date of birth.',
    );
    expect(screen.getByLabelText('Monthly Income')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Please choose.');
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toHaveAccessibleDescription(
      'You must accept.',
    );
  });

  it('work with react-hook-form register (values, refs and focus on the first error)', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');

    await user.type(screen.getByLabelText('Name'), 'Marie Côté');
    await user.type(screen.getByLabelText('Secret'), 'hunter2');
    await user.type(screen.getByLabelText('Born'), '1980-02-29');
    await user.type(screen.getByLabelText('Income'), '4200.50');
    await user.selectOptions(screen.getByLabelText('Province'), 'PEI');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Marie Côté',
      secret: 'hunter2',
      born: '1980-02-29',
      income: 4200.5,
      province: 'PEI',
      agree: true,
    });
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm, zodResolver } from 'shared/forms';
import { z } from 'shared/zod';
import type { PhoneField as PhoneFieldType } from './phone-field';

const schema = z.object({
  phone: z.string().regex(/^\+1\d{10}$/, 'Please enter your phone number.'),
});

function PhoneForm({
  onSaved,
  PhoneField,
}: {
  onSaved: (phone: string) => void;
  PhoneField: typeof PhoneFieldType;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { phone: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ phone }) => onSaved(phone))}>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField {...field} label="Phone Number" error={fieldState.error?.message} />
        )}
      />
      <button type="submit">Update</button>
    </form>
  );
}

describe('PhoneField in a form', () => {
  it('keeps every digit typed quickly after a failed submit, without an update loop', async () => {
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    // A fresh copy of the field's module: the phone library downloads on the first focus, while
    // the digits arrive, as in a browser.
    vi.resetModules();
    const { PhoneField } = await import('./phone-field');
    render(<PhoneForm onSaved={onSaved} PhoneField={PhoneField} />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your phone number.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone Number'), '5145551234');
    // The library's input takes over, formatted, with every digit.
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveValue('(514) 555-1234'),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(onSaved).toHaveBeenCalledWith('+15145551234');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Maximum update depth/);
  });
});

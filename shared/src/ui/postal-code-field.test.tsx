import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'shared/forms';
import { PostalCodeField } from './postal-code-field';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const { register, watch } = useForm({ defaultValues: { postal_code: '' } });
  onValue(watch('postal_code'));
  return <PostalCodeField label="Postal Code" {...register('postal_code')} />;
}

describe('PostalCodeField', () => {
  it('upper-cases, adds the space once 6 characters are typed and ignores an 8th', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    const input = screen.getByLabelText('Postal Code');

    await user.type(input, 'k1a0b');
    expect(input).toHaveValue('K1A0B');
    await user.type(input, '1');
    expect(input).toHaveValue('K1A 0B1');
    await user.type(input, '9');
    expect(input).toHaveValue('K1A 0B1');
    // The form receives the formatted value.
    expect(onValue).toHaveBeenLastCalledWith('K1A 0B1');
  });
});

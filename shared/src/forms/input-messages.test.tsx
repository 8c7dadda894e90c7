import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputTexts, inputTextsFr } from 'shared/contract/messages';
import { useForm, zodResolver } from 'shared/forms';
import { showInFrench } from 'shared/testing';
import { TextField } from 'shared/ui';
import { z } from 'shared/zod';

// Issue 15: a schema that names no message of its own (no 'error' on .min, none on the number)
// still shows the contract's 'input' message in the page's language, never zod's English.
const schema = z.object({
  city: z.string().min(1),
  children: z.number(),
});

function CityForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { city: '', children: Number.NaN },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField label="City" {...register('city')} error={errors.city?.message} />
      <TextField label="Children" {...register('children')} error={errors.children?.message} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form whose schema names no message, in French', () => {
  showInFrench();

  it('shows the input area’s French text, not zod’s English', async () => {
    render(<CityForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(inputTextsFr.empty)).toBeInTheDocument();
    expect(screen.getByText(inputTextsFr.number)).toBeInTheDocument();
    expect(screen.queryByText(/Too small|Invalid input|expected/i)).not.toBeInTheDocument();
    expect(screen.queryByText(inputTexts.empty)).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contact } from 'shared/contract';
import { fieldTextsFr, profileTextsFr } from 'shared/contract/messages';
import { useForm, zodResolver } from 'shared/forms';
import { i18n, setLanguage } from 'shared/i18n';
import { TextField } from './input-field';
import { MESSAGES_NAMESPACE } from './messages';

/** The personal tab's name fields, with the contract's schema, as the profile suite has them. */
function NameForm() {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(contact.pick({ first_name: true, last_name: true })),
    defaultValues: { first_name: '', last_name: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <TextField
        label="First"
        error={formState.errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label="Last"
        error={formState.errors.last_name?.message}
        {...register('last_name')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

describe('a contract message under a field', () => {
  it('shows the English of the spec for the key the schema gives', async () => {
    render(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
  });

  it('follows the active language, values included, once the French part is there', async () => {
    // What the language machinery does when French is chosen: the French part of the area.
    i18n.addResourceBundle('fr-CA', MESSAGES_NAMESPACE, { profile: profileTextsFr }, true, true);
    i18n.addResourceBundle('fr-CA', MESSAGES_NAMESPACE, { field: fieldTextsFr }, true, true);
    render(<NameForm />);
    await userEvent.type(screen.getByLabelText('Last'), 'L'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();

    // As the switch does: every registered French part first, then the language.
    await act(() => setLanguage('fr'));
    expect(screen.getByText('Veuillez entrer votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez limiter ce texte à 100 caractères.')).toBeInTheDocument();
  });
});

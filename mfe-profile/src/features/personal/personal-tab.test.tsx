import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { SIGNED_IN_EMAIL } from 'shared/testing';
import { apiUrl, fakeProfileApi } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './personal-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/personal';

/** The email field once the sign-up address has filled it (GET /session answers after the form). */
async function prefilledEmail(): Promise<HTMLElement> {
  const email = await screen.findByLabelText('Email Address');
  await waitFor(() => expect(email).toHaveValue(SIGNED_IN_EMAIL));
  return email;
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(await prefilledEmail());
  await user.type(screen.getByLabelText('First Name'), 'Marie');
  await user.type(screen.getByLabelText('Middle Name'), 'Anne');
  await user.type(screen.getByLabelText('Last Name'), 'Côté');
  await user.type(screen.getByLabelText('Email Address'), 'marie@example.ca');
  await user.type(screen.getByLabelText('Phone Number'), '5145551234');
  await user.type(screen.getByLabelText('Date of Birth'), '1980-04-12');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'Permanent Resident');
}

describe('the personal tab', () => {
  it('starts a first visit with the email address signed up with, which can be changed', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    const email = await prefilledEmail();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    await user.clear(email);
    await user.type(email, 'marie@example.ca');
    expect(email).toHaveValue('marie@example.ca');
    expect(api.requests).toEqual([]);
  });

  it('refuses a name the letters cannot print, under the field, and sends nothing', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.type(screen.getByLabelText('Last Name'), ' 😀');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByLabelText('Last Name')).toHaveAccessibleDescription(
      expect.stringContaining('Our letters cannot print some of these characters'),
    );
    expect(api.writes()).toEqual([]);
  });

  it('refuses a date of birth in the future or less than 18 years ago, with its own message', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    const dateOfBirth = screen.getByLabelText('Date of Birth');
    const year = new Date().getFullYear();
    const cases = [
      [`${year + 1}-01-15`, 'Your date of birth cannot be in the future. Please check the year.'],
      [`${year - 17}-01-01`, 'You must be 18 or older to use this service.'],
    ] as const;
    for (const [typed, message] of cases) {
      await user.clear(dateOfBirth);
      await user.type(dateOfBirth, typed);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(dateOfBirth).toHaveAccessibleDescription(message));
    }
    expect(api.writes()).toEqual([]);
  });

  it('creates the contact with POST, then updates it with PUT and the id it was given', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    // The phone shows in national format and is sent in E.164.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(514) 555-1234');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    const created = api.records.contact[0];
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/contact',
        body: {
          first_name: 'Marie',
          middle_name: 'Anne',
          last_name: 'Côté',
          email: 'marie@example.ca',
          home_phone: '+15145551234',
          cell_phone: '',
          date_of_birth: '1980-04-12',
          gender: 'Female',
          citizenship: 'Permanent Resident',
        },
      },
    ]);

    await user.clear(screen.getByLabelText('Middle Name'));
    await user.type(screen.getByLabelText('Middle Name'), 'Louise');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toMatchObject({
      method: 'PUT',
      body: { id: created?.id, middle_name: 'Louise' },
    });
  });

  it('shows the stored contact and saves changes to it with PUT', async () => {
    const api = fakeProfileApi(server);
    const stored = api.seed('contact', {
      email: 'jo@example.ca',
      first_name: 'Jo',
      middle_name: 'K',
      last_name: 'Tremblay',
      home_phone: '+14165550000',
      cell_phone: '+447911123456',
      date_of_birth: '1975-01-31',
      gender: 'Male',
      citizenship: 'Canadian Citizen',
    });
    const user = userEvent.setup();
    renderSuite(TAB);

    expect(await screen.findByLabelText('First Name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(416) 555-0000');
    expect(screen.getByLabelText('Cell Phone')).toHaveValue('+44 7911 123456');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1975-01-31');
    expect(screen.getByLabelText('Gender')).toHaveValue('Male');
    expect(screen.getByLabelText('Citizenship')).toHaveValue('Canadian Citizen');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/contact',
        body: expect.objectContaining({ id: stored.id, cell_phone: '+447911123456' }),
      },
    ]);
  });

  it('saves a consumer with no middle name once the box says so, and loads it ticked', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.clear(screen.getByLabelText('Middle Name'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your middle name.')).toBeVisible();
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I have no middle name' }));
    expect(screen.queryByText('Please enter your middle name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Middle Name')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/contact', body: expect.objectContaining({ middle_name: '' }) },
    ]);
    expect(api.requests[0]?.body).not.toHaveProperty('no_middle_name');
  });

  it('opens a saved contact without a middle name with the box ticked', async () => {
    const api = fakeProfileApi(server);
    api.seed('contact', {
      email: 'jo@example.ca',
      first_name: 'Jo',
      middle_name: '',
      last_name: 'Tremblay',
      home_phone: '+14165550000',
      cell_phone: '',
      date_of_birth: '1975-01-31',
      gender: '',
      citizenship: '',
    });
    const user = userEvent.setup();
    renderSuite(TAB);
    const box = await screen.findByRole('checkbox', { name: 'I have no middle name' });
    expect(box).toBeChecked();
    // Unticked, a middle name is asked for again.
    await user.click(box);
    expect(screen.getByLabelText('Middle Name')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your middle name.')).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('says in the page why a letter sent the user here, and leads back to it once saved', async () => {
    fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite({
      pathname: TAB,
      state: {
        profileNeededFor: { returnTo: '/app/credit-report-suite/free', reason: 'incomplete' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your personal information so we can generate a personalized letter.',
    );
    expect(screen.queryByRole('link', { name: 'Back to your letter' })).not.toBeInTheDocument();
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Successfully Updated!');
    await user.click(screen.getByRole('link', { name: 'Back to your letter' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/credit-report-suite/free');
  });

  it('never leads to a place outside the app, whatever the router state says', async () => {
    fakeProfileApi(server);
    renderSuite({
      pathname: TAB,
      state: { profileNeededFor: { returnTo: 'https://example.com/', reason: 'missing' } },
    });
    await screen.findByLabelText('First Name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names every missing required field and sends nothing', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.clear(await prefilledEmail());
    await user.click(await screen.findByRole('button', { name: 'Update' }));

    for (const message of [
      'Please enter your first name.',
      'Please enter your middle name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please enter a valid date of birth.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter your first name.',
    );
    expect(api.requests).toEqual([]);
  });

  it('shows the server’s field messages under their fields', async () => {
    fakeProfileApi(server);
    server.use(
      http.post(apiUrl('/contact'), () =>
        HttpResponse.json(
          {
            code: -2,
            msg: 'Validation failed',
            errors: { email: 'Please enter a valid email address.' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Successfully Updated!')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    fakeProfileApi(server);
    server.use(http.post(apiUrl('/contact'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(
      await screen.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Marie');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(514) 555-1234');
  });

  it('offers Retry when the contact could not be loaded', async () => {
    const api = fakeProfileApi(server);
    api.seed('contact', { first_name: 'Jo' });
    server.use(
      http.get(
        apiUrl('/contact'),
        () => HttpResponse.json({ code: -1001, msg: 'x' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    renderSuite(TAB);

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Your information could not be loaded.')).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Jo');
  });
});

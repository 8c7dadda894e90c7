import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { fakeProfileApi } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './bankruptcy-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/bankruptcy';

function optionTexts(label: string) {
  return Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
}

describe('the bankruptcy tab', () => {
  it('saves an untouched form as NO, None, no dates and 0', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/bankruptcy',
        body: { declared: false, times: 0, date_filed: null, contribution: 0, discharge: null },
      },
    ]);
  });

  it('offers YES or NO and None to Three or More, and shows the stored record', async () => {
    const api = fakeProfileApi(server);
    const stored = api.seed('bankruptcy', {
      declared: true,
      times: 2,
      date_filed: '2019-03-04',
      contribution: 1234.5,
      discharge: '2020-12-01',
    });
    const user = userEvent.setup();
    renderSuite(TAB);

    const declared = await screen.findByLabelText('Have you ever declared bankruptcy?');
    expect(optionTexts('Have you ever declared bankruptcy?')).toEqual(['YES', 'NO']);
    expect(optionTexts('Times')).toEqual(['None', 'Once', 'Twice', 'Three or More']);
    expect(declared).toHaveValue('true');
    expect(screen.getByLabelText('Times')).toHaveValue('2');
    expect(screen.getByLabelText('Date Filed')).toHaveValue('2019-03-04');
    expect(screen.getByLabelText('Discharge Date')).toHaveValue('2020-12-01');
    expect(screen.getByLabelText('Contribution')).toHaveValue('1234.5');

    await user.selectOptions(screen.getByLabelText('Times'), 'Three or More');
    await user.clear(screen.getByLabelText('Discharge Date'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/bankruptcy',
        body: {
          id: stored.id,
          declared: true,
          times: 3,
          date_filed: '2019-03-04',
          contribution: 1234.5,
          discharge: null,
        },
      },
    ]);
  });

  it('refuses a contribution with more than 2 decimals', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.selectOptions(
      await screen.findByLabelText('Have you ever declared bankruptcy?'),
      'YES',
    );
    await user.type(screen.getByLabelText('Contribution'), '10.555');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(
        'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
      ),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('empties and disables the other fields while NO is chosen, and saves them empty', async () => {
    const api = fakeProfileApi(server);
    const stored = api.seed('bankruptcy', {
      declared: true,
      times: 1,
      date_filed: '2019-03-04',
      contribution: 250,
      discharge: '2020-12-01',
    });
    const user = userEvent.setup();
    renderSuite(TAB);
    const declared = await screen.findByLabelText('Have you ever declared bankruptcy?');
    const others = ['Times', 'Date Filed', 'Discharge Date', 'Contribution'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const field of others) expect(field).toBeEnabled();

    await user.selectOptions(declared, 'NO');
    for (const field of others) expect(field).toBeDisabled();
    expect(screen.getByLabelText('Times')).toHaveValue('0');
    expect(screen.getByLabelText('Date Filed')).toHaveValue('');
    expect(screen.getByLabelText('Contribution')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/bankruptcy',
        body: {
          id: stored.id,
          declared: false,
          times: 0,
          date_filed: null,
          contribution: 0,
          discharge: null,
        },
      },
    ]);

    await user.selectOptions(declared, 'YES');
    for (const field of others) expect(field).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { fakeProfileApi } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './address-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/address';
type User = ReturnType<typeof userEvent.setup>;

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function fillCurrent(user: User) {
  const current = section('Current Address');
  await user.type(current.getByLabelText('Address'), '100 King St W');
  await user.type(current.getByLabelText('City'), 'Toronto');
  await user.type(current.getByLabelText('Postal Code'), 'm5x1a9');
  await user.selectOptions(current.getByLabelText('Province'), 'Ontario');
  await user.type(current.getByLabelText('Monthly Rent or Mortgage Cost'), '1450');
  await user.selectOptions(current.getByLabelText('Time at Address'), '3');
  await user.selectOptions(current.getByLabelText('Rent or Own'), 'Rent');
}

const currentBody = {
  address_line_one: '100 King St W',
  address_line_two: '',
  city: 'Toronto',
  province_id: 8,
  postal_code: 'M5X 1A9',
  is_previous: false,
  rent_or_mortgage_cost: 1450,
  time_at_address: 3,
  is_renting: true,
};

describe('the address tab', () => {
  it('creates the current address, and with Same As Current sends nothing for a previous one', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByRole('region', { name: 'Current Address' });
    expect(screen.getByLabelText('Previous Address')).toHaveValue('same');
    expect(
      screen.queryByRole('region', { name: 'Previous Address Details' }),
    ).not.toBeInTheDocument();
    await fillCurrent(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/address', body: currentBody }]);
  });

  it('saves the previous address on YES, then deletes it on Same As Current', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByRole('region', { name: 'Current Address' });
    await fillCurrent(user);
    await user.selectOptions(screen.getByLabelText('Previous Address'), 'YES');
    const previous = section('Previous Address Details');
    await user.type(previous.getByLabelText('Address'), '5 Rue Sainte-Catherine');
    await user.type(previous.getByLabelText('City'), 'Montréal');
    await user.type(previous.getByLabelText('Postal Code'), 'h2x 1k4');
    await user.selectOptions(previous.getByLabelText('Province'), 'Quebec');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    const [current, stored] = [api.records.address[0], api.records.address[1]];
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/address', body: currentBody },
      {
        method: 'POST',
        path: '/address',
        body: {
          address_line_one: '5 Rue Sainte-Catherine',
          address_line_two: '',
          city: 'Montréal',
          province_id: 10,
          postal_code: 'H2X 1K4',
          is_previous: true,
        },
      },
    ]);

    await user.selectOptions(screen.getByLabelText('Previous Address'), 'Same As Current');
    expect(
      screen.queryByRole('region', { name: 'Previous Address Details' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await vi.waitFor(() => expect(api.requests).toHaveLength(4));
    expect(api.writes().slice(2)).toEqual([
      { method: 'PUT', path: '/address', body: { ...currentBody, id: current?.id } },
      { method: 'DELETE', path: '/address', body: stored?.id },
    ]);
    expect(api.records.address).toHaveLength(1);
  });

  it('loads as YES when a stored address is previous, and updates both with their ids', async () => {
    const api = fakeProfileApi(server);
    const current = api.seed('address', { ...currentBody });
    const previous = api.seed('address', {
      address_line_one: '9 Water St',
      address_line_two: 'Unit 2',
      city: "St. John's",
      province_id: 4,
      postal_code: 'A1C 1A1',
      is_previous: true,
    });
    const user = userEvent.setup();
    renderSuite(TAB);

    expect(await screen.findByLabelText('Previous Address')).toHaveValue('yes');
    expect(section('Current Address').getByLabelText('Postal Code')).toHaveValue('M5X 1A9');
    expect(section('Current Address').getByLabelText('Time at Address')).toHaveValue('3');
    expect(section('Previous Address Details').getByLabelText('Address Line 2')).toHaveValue(
      'Unit 2',
    );
    expect(section('Previous Address Details').getByLabelText('Province')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/address', body: { ...currentBody, id: current.id } },
      { method: 'PUT', path: '/address', body: expect.objectContaining({ id: previous.id }) },
    ]);
  });

  it('requires the current address fields only, with the spec’s messages', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.selectOptions(await screen.findByLabelText('Previous Address'), 'YES');
    // One field is enough for a previous address: none of its fields is required.
    await user.type(section('Previous Address Details').getByLabelText('City'), 'Gatineau');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const current = section('Current Address');
    expect(await current.findByText('Please enter your current address.')).toBeInTheDocument();
    expect(current.getByText('Please enter your current city.')).toBeInTheDocument();
    expect(current.getByText('Please enter your current postal code.')).toBeInTheDocument();
    expect(
      current.getByText('Please enter your current rent or mortgage cost.'),
    ).toBeInTheDocument();
    expect(section('Previous Address Details').queryByText(/Please enter/)).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('refuses YES with an empty previous address, under its first line, and sends nothing', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByRole('region', { name: 'Current Address' });
    await fillCurrent(user);
    await user.selectOptions(screen.getByLabelText('Previous Address'), 'YES');
    const previous = section('Previous Address Details');
    await user.type(previous.getByLabelText('Address Line 2'), '   ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const firstLine = previous.getByLabelText('Address');
    await waitFor(() =>
      expect(firstLine).toHaveAccessibleDescription(
        'Please enter your previous address, or choose Same As Current.',
      ),
    );
    expect(firstLine).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('refuses a postal code that is not Canadian, in either address', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByRole('region', { name: 'Current Address' });
    await fillCurrent(user);
    await user.selectOptions(screen.getByLabelText('Previous Address'), 'YES');
    await user.type(section('Previous Address Details').getByLabelText('Postal Code'), 'D12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(
      await section('Previous Address Details').findByText(
        'Please enter a valid postal code, like A1A 1A1.',
      ),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('formats the postal code as it is typed and suggests its province', async () => {
    fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    const current = within(await screen.findByRole('region', { name: 'Current Address' }));
    const postalCode = current.getByLabelText('Postal Code');
    await user.type(postalCode, 'v6b');
    expect(postalCode).toHaveValue('V6B');
    await user.type(postalCode, '4y8');
    expect(postalCode).toHaveValue('V6B 4Y8');
    await user.type(postalCode, 'Z9');
    expect(postalCode).toHaveValue('V6B 4Y8');

    // A new address's province follows the postal code until the user picks one.
    const province = current.getByLabelText('Province');
    expect(province).toHaveDisplayValue('British Columbia');
    expect(current.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();

    await user.selectOptions(province, 'Alberta');
    await user.clear(postalCode);
    await user.type(postalCode, 'h2x1k4');
    expect(province).toHaveDisplayValue('Alberta');
    expect(province).toHaveAccessibleDescription('Postal codes starting with H are in Quebec.');
    await user.click(current.getByRole('button', { name: 'Use Quebec' }));
    expect(province).toHaveDisplayValue('Quebec');
    expect(current.queryByRole('button', { name: 'Use Quebec' })).not.toBeInTheDocument();
  });

  it('never changes the province of a saved address, and suggests the postal code’s', async () => {
    const api = fakeProfileApi(server);
    api.seed('address', { ...currentBody, province_id: 1 });
    renderSuite(TAB);
    const current = within(await screen.findByRole('region', { name: 'Current Address' }));
    const province = current.getByLabelText('Province');
    expect(province).toHaveDisplayValue('British Columbia');
    expect(province).toHaveAccessibleDescription('Postal codes starting with M are in Ontario.');
  });

  it('offers every province and territory, the Northwest Territories included, and the time-at labels', async () => {
    fakeProfileApi(server);
    renderSuite(TAB);
    const current = within(await screen.findByRole('region', { name: 'Current Address' }));
    const provinces = Array.from(
      (current.getByLabelText('Province') as HTMLSelectElement).options,
      (option) => option.text,
    );
    expect(provinces).toHaveLength(13);
    expect(provinces).toContain('Northwest Territories');
    expect(provinces).toContain('PEI');
    const times = Array.from(
      (current.getByLabelText('Time at Address') as HTMLSelectElement).options,
      (option) => [option.value, option.text],
    );
    expect(times).toEqual([
      ['0', 'Less Than A Year'],
      ...Array.from({ length: 10 }, (_, index) => [String(index + 1), String(index + 1)]),
      ['11', 'More Than 10 Years'],
    ]);
  });
});

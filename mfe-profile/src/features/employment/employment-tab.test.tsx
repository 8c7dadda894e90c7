import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { fakeProfileApi } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './employment-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/employment';

describe('the employment tab', () => {
  it('names every missing required field with the spec’s messages', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    for (const message of [
      'Please enter your current occupation.',
      'Please enter your employers name.',
      'Please enter your work phone number.',
      'Please enter your monthly income.',
      'Please enter your employers address.',
      'Please enter your employers city.',
      'Please enter your employers postal code.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.requests).toEqual([]);
  });

  it('creates the employment, then updates it with the id it was given', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.type(await screen.findByLabelText('Occupation'), 'Nurse');
    await user.type(screen.getByLabelText('Employer Name'), 'Yellowknife Health');
    await user.type(screen.getByLabelText('Work Phone'), '8675550199');
    await user.type(screen.getByLabelText('Monthly Income'), '5200');
    await user.type(screen.getByLabelText('Employer Address'), '4920 52 St');
    await user.type(screen.getByLabelText('City'), 'Yellowknife');
    await user.type(screen.getByLabelText('Postal Code'), 'x1a2p7');
    // X1A is Yellowknife: the Northwest Territories, not Nunavut.
    expect(screen.getByLabelText('Province')).toHaveAccessibleDescription(
      'Postal codes starting with X1A are in Northwest Territories.',
    );
    await user.click(screen.getByRole('button', { name: 'Use Northwest Territories' }));
    await user.selectOptions(screen.getByLabelText('Time at Job'), 'More Than 10 Years');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    const body = {
      occupation: 'Nurse',
      name: 'Yellowknife Health',
      work_phone: '+18675550199',
      income: 5200,
      address: '4920 52 St',
      city: 'Yellowknife',
      postal_code: 'X1A 2P7',
      province_id: 5,
      time_at_job: 11,
    };
    expect(api.writes()).toEqual([{ method: 'POST', path: '/employment', body }]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toEqual({
      method: 'PUT',
      path: '/employment',
      body: { ...body, id: api.records.employment[0]?.id },
    });
  });
});

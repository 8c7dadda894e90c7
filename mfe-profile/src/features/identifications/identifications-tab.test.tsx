import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { IDENTIFICATION_TYPES } from 'shared/contract';
import { fakeProfileApi } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './identifications-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/identifications';

function slot(name: 'Primary Identification' | 'Secondary Identification') {
  return within(screen.getByRole('region', { name }));
}

describe('the identifications tab', () => {
  it('saves both identifications, creating each, and offers the 12 types', async () => {
    const api = fakeProfileApi(server);
    const user = userEvent.setup();
    renderSuite(TAB);
    await screen.findByRole('region', { name: 'Primary Identification' });
    const primary = slot('Primary Identification');
    const secondary = slot('Secondary Identification');
    const types = Array.from(
      (primary.getByLabelText('Type') as HTMLSelectElement).options,
      (option) => option.text,
    );
    expect(types).toEqual(IDENTIFICATION_TYPES.map(({ label }) => label));

    await user.selectOptions(primary.getByLabelText('Type'), 'Passport');
    await user.type(primary.getByLabelText('Number'), 'AB123456');
    await user.type(primary.getByLabelText('Place of Issue'), 'Ottawa');
    await user.type(primary.getByLabelText('Expiry Date'), '2031-06-30');
    await user.selectOptions(secondary.getByLabelText('Type'), 'Health Card');
    await user.type(secondary.getByLabelText('Number'), '1234-567-890');
    await user.type(secondary.getByLabelText('Place of Issue'), 'Ontario');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/identification',
        body: {
          license_type_id: 3,
          license_number: 'AB123456',
          place: 'Ottawa',
          expiry_date: '2031-06-30',
          is_secondary: false,
        },
      },
      {
        method: 'POST',
        path: '/identification',
        body: {
          license_type_id: 2,
          license_number: '1234-567-890',
          place: 'Ontario',
          expiry_date: null,
          is_secondary: true,
        },
      },
    ]);
  });

  it('deletes a stored identification whose number and place are emptied, and updates the other', async () => {
    const api = fakeProfileApi(server);
    const primary = api.seed('identification', {
      license_type_id: 0,
      license_number: 'D1234-56789',
      place: 'Ontario',
      expiry_date: '2029-01-01',
      is_secondary: false,
    });
    const secondary = api.seed('identification', {
      license_type_id: 6,
      license_number: '046 454 286',
      place: 'Canada',
      expiry_date: null,
      is_secondary: true,
    });
    const user = userEvent.setup();
    renderSuite(TAB);
    const secondSlot = within(
      await screen.findByRole('region', { name: 'Secondary Identification' }),
    );
    expect(slot('Primary Identification').getByLabelText('Number')).toHaveValue('D1234-56789');
    expect(secondSlot.getByLabelText('Type')).toHaveValue('6');
    await user.clear(secondSlot.getByLabelText('Number'));
    await user.clear(secondSlot.getByLabelText('Place of Issue'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/identification',
        body: expect.objectContaining({ id: primary.id, license_number: 'D1234-56789' }),
      },
      { method: 'DELETE', path: '/identification', body: secondary.id },
    ]);

    // Saving again: the deleted slot is empty and has no record, so nothing is sent for it.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]).toMatchObject({ method: 'PUT', body: { id: primary.id } });
  });

  it('keeps a slot that still has a number or a place', async () => {
    const api = fakeProfileApi(server);
    const stored = api.seed('identification', {
      license_type_id: 1,
      license_number: 'P-1',
      place: 'Alberta',
      expiry_date: null,
      is_secondary: false,
    });
    const user = userEvent.setup();
    renderSuite(TAB);
    const primary = within(await screen.findByRole('region', { name: 'Primary Identification' }));
    await user.clear(primary.getByLabelText('Number'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/identification',
        body: expect.objectContaining({ id: stored.id, license_number: '', place: 'Alberta' }),
      },
    ]);
  });
});

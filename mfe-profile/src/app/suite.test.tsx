import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { fakeProfileApi } from '../testing/fake-profile-api';
import { renderSuite } from '../testing/render-suite';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeProfileApi(server));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PersonalInformationSuite', () => {
  it('shows the heading, the spec’s six tabs in its order, then Account and privacy', async () => {
    renderSuite('/app/edit-personal-info/personal');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Personal information sections' });
    expect(Array.from(tabs.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
      '/app/edit-personal-info/personal',
      '/app/edit-personal-info/address',
      '/app/edit-personal-info/employment',
      '/app/edit-personal-info/identifications',
      '/app/edit-personal-info/bankruptcy',
      '/app/edit-personal-info/password',
      '/app/edit-personal-info/account',
    ]);
    expect(screen.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
  });

  it.each([
    '/app/edit-personal-info',
    '/app/edit-personal-info/no-such-tab',
    '/app/edit-personal-info/address/deeper',
  ])('sends %s to the personal tab', async (route) => {
    renderSuite(route);
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/edit-personal-info/personal');
  });

  it('opens each tab’s own form from the tab links', async () => {
    const user = userEvent.setup();
    renderSuite('/app/edit-personal-info/personal');
    const forms = [
      ['Address', 'Address'],
      ['Employment', 'Employment'],
      ['Identifications', 'Identifications'],
      ['Bankruptcy', 'Bankruptcy'],
      ['Password', 'Change password'],
    ] as const;
    for (const [tab, form] of forms) {
      await user.click(screen.getByRole('link', { name: tab }));
      expect(await screen.findByRole('form', { name: form })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    }
  });
});

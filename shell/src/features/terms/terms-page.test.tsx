import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { OPERATOR_PATH } from 'shared/contract';
import { apiServer, serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

describe('terms of service', () => {
  it('states every rule of the terms, without fees or rates, and links back to login', async () => {
    const user = userEvent.setup();
    renderApp('/termsofservice');
    const page = await screen.findByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    // A lazily loaded route's effects may run a moment after its content shows.
    await waitFor(() => expect(document.title).toBe('Terms of Service – Credit Repair Canada'));
    const text = page.textContent ?? '';
    expect(text).toContain('18 years of age or older');
    expect(text).toContain('not refundable');
    expect(text).toContain('written request');
    expect(text).toContain('unpaid for 30 days');
    expect(text).toContain('300 MB of bandwidth per month');
    expect(text).toContain('30 days’ notice');
    expect(text).not.toMatch(/\$\s?\d/);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  });

  it('names the operator, the address for a written cancellation and the effective date', async () => {
    renderApp('/termsofservice');
    const operator = await screen.findByRole('region', { name: 'Who we are' });
    expect(await within(operator).findByText('This service is operated by:')).toBeVisible();
    expect(operator).toHaveTextContent(/To cancel your account, send your written request/);
    const address = operator.querySelector('address');
    expect(address).toHaveTextContent(
      'Crédit Nord Inc.500, rue Principale, bureau 2Québec (Québec) G1K 3A1vie-privee@creditnord.ca',
    );
    expect(
      within(operator).getByRole('link', { name: 'vie-privee@creditnord.ca' }),
    ).toHaveAttribute('href', 'mailto:vie-privee@creditnord.ca');
    expect(operator).toHaveTextContent('In effect since November 28, 2026.');
  });

  it('says when the operator’s details cannot be loaded, and Retry asks again', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.get(`${window.location.origin}${OPERATOR_PATH}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    renderApp('/termsofservice');
    expect(await screen.findByText('Our contact details could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('vie-privee@creditnord.ca')).toBeVisible();
  });

  it('links to the privacy policy, whose Back returns to the terms', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/termsofservice');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(router.state.location.pathname).toBe('/privacy');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
  });
});

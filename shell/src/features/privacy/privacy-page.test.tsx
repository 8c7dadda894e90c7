import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveFakeApi } from '../../testing/api-server';
import { loginHeading, renderApp } from '../../testing/render-app';

serveFakeApi();

/** Issue 21, point 13: a privacy policy a real company would publish, public like the terms. */
describe('privacy policy', () => {
  it('says what is collected, how it is protected and kept, and the reader’s rights', async () => {
    renderApp('/privacy');
    const page = await screen.findByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    // A lazily loaded route's effects may run a moment after its content shows.
    await waitFor(() => expect(document.title).toBe('Privacy Policy – Credit Repair Canada'));
    for (const heading of [
      'What we collect and why',
      'How we protect it',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
      'How to use your rights',
      'If you are not satisfied',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const text = page.textContent ?? '';
    expect(text).toMatch(/identification documents/);
    expect(text).toMatch(/consumer proposal/);
    expect(text).toMatch(/Banking Information/);
    expect(text).toMatch(/security log/);
    expect(text).toMatch(/encrypted in our database \(AES-256-GCM\)/);
    expect(text).toMatch(/Argon2id/);
    expect(text).toMatch(/30 minutes without activity/);
    expect(text).toMatch(/PIPEDA/);
    expect(text).toMatch(/Law 25/);
    expect(text).toMatch(/structured, commonly used format/);
    expect(text).toMatch(/We answer within 30 days/);
  });

  it('says how to exercise the rights today: by writing to the operator', async () => {
    renderApp('/privacy');
    const operator = await screen.findByRole('region', { name: 'Who we are' });
    expect(
      await within(operator).findByRole('link', { name: 'vie-privee@creditnord.ca' }),
    ).toHaveAttribute('href', 'mailto:vie-privee@creditnord.ca');
    expect(operator).toHaveTextContent('Crédit Nord Inc.');
    expect(operator).toHaveTextContent('In effect since November 28, 2026.');
  });

  it('names where to complain, with their addresses and toll-free numbers', async () => {
    renderApp('/privacy');
    const heading = await screen.findByRole('heading', { name: 'If you are not satisfied' });
    const [opc, cai] = Array.from(heading.closest('section')?.querySelectorAll('address') ?? []);
    expect(opc).toHaveTextContent('Office of the Privacy Commissioner of Canada');
    expect(opc).toHaveTextContent('30 Victoria Street');
    expect(
      within(opc as HTMLElement).getByRole('link', { name: '1-800-282-1376' }),
    ).toHaveAttribute('href', 'tel:+18002821376');
    expect(cai).toHaveTextContent('Commission d’accès à l’information du Québec');
    expect(cai).toHaveTextContent('525, boulevard René-Lévesque Est, bureau 2.36');
    expect(
      within(cai as HTMLElement).getByRole('link', { name: '1-888-528-7741' }),
    ).toHaveAttribute('href', 'tel:+18885287741');
  });

  it('is linked from the login page, and Back returns there', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await loginHeading();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(router.state.location.pathname).toBe('/privacy');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await loginHeading();
  });
});

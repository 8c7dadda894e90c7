import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { serveCurrentAddress, serveFakeApi } from '../testing/budget-api-server';
import IdentityLock from './identity-lock';
import LiveChat from './live-chat';

serveFakeApi();

function renderAt(route: string) {
  const store = createTestStore();
  store.dispatch(signedIn('test-key'));
  return renderWithProviders(
    <Routes>
      <Route path="/app/live-chat" element={<LiveChat />} />
      <Route path="/app/identity-lock" element={<IdentityLock />} />
    </Routes>,
    { route, store },
  );
}

describe('identity lock', () => {
  it('offers a live representative, the suspicious-activity checkbox and a Live Chat heading', async () => {
    const user = userEvent.setup();
    renderAt('/app/identity-lock');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Speak to a Live Representative' }),
    ).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', {
      name: 'Have you noticed suspicious activity on your Credit Report?',
    });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Live Chat' })).toBeInTheDocument();
  });

  /** The freeze paragraphs in page order, by the province each names. */
  function freezeOrder(): string[] {
    const section = screen.getByRole('region', { name: 'What you can do now' });
    return within(section)
      .getAllByText(/^If you live in (Québec|Ontario)/)
      .map((paragraph) => (paragraph.textContent?.includes('Québec') ? 'QC' : 'ON'));
  }

  it('gives the numbers to call now as phone links, a fraud alert and where to report', async () => {
    renderAt('/app/identity-lock');
    const section = screen.getByRole('region', { name: 'What you can do now' });
    const link = (number: string) => within(section).getByRole('link', { name: number });
    expect(link('1-800-465-7166')).toHaveAttribute('href', 'tel:+18004657166');
    expect(link('1-877-713-3393')).toHaveAttribute('href', 'tel:+18777133393');
    expect(link('1-866-525-0262')).toHaveAttribute('href', 'tel:+18665250262');
    expect(link('1-888-495-8501')).toHaveAttribute('href', 'tel:+18884958501');
    expect(link('1-800-206-7218')).toHaveAttribute('href', 'tel:+18002067218');
    expect(link('1-800-465-7166').closest('li')).toHaveTextContent('Fraud: 1-800-465-7166');
    expect(link('1-800-206-7218').closest('li')).toHaveTextContent('Lost or stolen SIN');
    expect(within(section).getByRole('heading', { name: 'Place a fraud alert' })).toBeVisible();
    expect(section).toHaveTextContent(/fraud alert can be added wherever you live in Canada/);
    expect(section).toHaveTextContent(
      /Since February 1, 2023: Credit Assessment Agents Act, s\. 8/,
    );
    expect(section).toHaveTextContent(/Since July 1, 2026: Consumer Reporting Act/);
  });

  it('tells a consumer outside Québec and Ontario that freezes exist there, Québec first', async () => {
    serveCurrentAddress(0, 'T2P 1J9');
    renderAt('/app/identity-lock');
    expect(
      await screen.findByText(/^Only Québec and Ontario give a security freeze by law/),
    ).toBeVisible();
    expect(freezeOrder()).toEqual(['QC', 'ON']);
  });

  it('shows an Ontario consumer the Ontario freeze first', async () => {
    serveCurrentAddress(8, 'M5V 2T6');
    renderAt('/app/identity-lock');
    await waitFor(() => expect(freezeOrder()).toEqual(['ON', 'QC']));
    expect(screen.queryByText(/^Only Québec and Ontario/)).not.toBeInTheDocument();
  });

  it('shows a Québec consumer the Québec freeze first', async () => {
    serveCurrentAddress(10, 'H2X 1Y4');
    renderAt('/app/identity-lock');
    await waitFor(() =>
      expect(screen.queryByText(/^Only Québec and Ontario/)).not.toBeInTheDocument(),
    );
    expect(freezeOrder()).toEqual(['QC', 'ON']);
  });
});

describe('live chat', () => {
  it('says Coming Soon under its heading', () => {
    renderAt('/app/live-chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });
});

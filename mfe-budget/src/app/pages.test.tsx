import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import IdentityLock from './identity-lock';
import LiveChat from './live-chat';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/live-chat" element={<LiveChat />} />
      <Route path="/app/identity-lock" element={<IdentityLock />} />
    </Routes>,
    { route },
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
});

describe('live chat', () => {
  it('says Coming Soon under its heading', () => {
    renderAt('/app/live-chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });
});

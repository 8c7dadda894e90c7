import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';

describe('terms of service', () => {
  it('states every rule of the terms, without fees or rates, and links back to login', async () => {
    const user = userEvent.setup();
    renderApp('/termsofservice');
    const page = await screen.findByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service – Credit Repair Canada');
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
});

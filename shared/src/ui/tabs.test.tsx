import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouteTabs } from './route-tabs';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Budget"
        items={[
          { value: 'income', label: 'Income', content: <p>Income rows</p> },
          { value: 'outgoing', label: 'Outgoing', content: <p>Outgoing rows</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Income' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Income rows');

    await user.click(screen.getByRole('tab', { name: 'Income' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Outgoing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Outgoing rows');
  });
});

describe('RouteTabs', () => {
  it('marks the link of the current route', () => {
    render(
      <MemoryRouter initialEntries={['/app/my-generated-letters/credit-repair']}>
        <RouteTabs
          label="Letter groups"
          tabs={[
            { to: '/app/my-generated-letters/credit-report', label: 'Credit Report' },
            { to: '/app/my-generated-letters/credit-repair', label: 'Credit Repair' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Letter groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit Repair' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Credit Report' })).not.toHaveAttribute('aria-current');
  });
});

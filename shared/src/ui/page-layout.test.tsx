import { render, screen } from '@testing-library/react';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('shows the title as the page heading and names the browser tab after it', () => {
    const { rerender } = render(
      <PageLayout title="Personal Information">
        <p>Form</p>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    expect(document.title).toBe('Personal Information – Credit Repair Canada');
    rerender(
      <PageLayout title="Budget">
        <p>Table</p>
      </PageLayout>,
    );
    expect(document.title).toBe('Budget – Credit Repair Canada');
  });
});

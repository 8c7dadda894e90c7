import { render, screen } from '@testing-library/react';
import { Alert } from './alert';
import { Card } from './card';
import { PageLayout } from './page-layout';
import { Spinner } from './spinner';

describe('feedback and layout', () => {
  it('announces errors as alerts and other messages politely', () => {
    render(
      <>
        <Alert tone="error">We could not reach the server.</Alert>
        <Alert tone="info">Fax the letter.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('status')).toHaveTextContent('Fax the letter.');
  });

  it("gives the spinner an accessible 'Loading...' status", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('titles the page with one h1 and cards with named regions', () => {
    render(
      <PageLayout title="Banking Information" intro={<p>Your accounts.</p>}>
        <Card title="Chequing" actions={<button type="button">EDIT</button>}>
          <p>Balance</p>
        </Card>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Banking Information' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Chequing' })).toHaveTextContent('Balance');
  });
});

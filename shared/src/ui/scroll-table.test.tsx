import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollTable } from './scroll-table';

function rows() {
  return (
    <tbody>
      <tr>
        <th scope="row">Ontario</th>
        <td>2 years</td>
      </tr>
    </tbody>
  );
}

describe('ScrollTable', () => {
  it('names its region and table by the label and takes keyboard focus to scroll', async () => {
    const user = userEvent.setup();
    render(<ScrollTable label="Limitation periods">{rows()}</ScrollTable>);
    expect(screen.getByRole('table', { name: 'Limitation periods' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Limitation periods' })).toHaveFocus();
  });

  it('can leave the caption out when a heading already says what the table is', () => {
    render(
      <ScrollTable label="Provincial agencies" caption={false}>
        {rows()}
      </ScrollTable>,
    );
    expect(screen.getByRole('region', { name: 'Provincial agencies' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Provincial agencies' })).not.toBeInTheDocument();
  });
});

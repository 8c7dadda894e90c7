import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useWizard, Wizard } from './wizard';

function Harness({ total = 3, onBlockedNext }: { total?: number; onBlockedNext?: () => void }) {
  const wizard = useWizard(total);
  const [filled, setFilled] = useState<Record<number, string>>({});
  const value = filled[wizard.step] ?? '';
  return (
    <Wizard
      label="Errors on Credit Report"
      step={wizard.step}
      total={wizard.total}
      canGoNext={value !== ''}
      onPrevious={wizard.previous}
      onNext={wizard.next}
      onBlockedNext={onBlockedNext}
    >
      <label>
        Answer {wizard.step}
        <input
          value={value}
          onChange={(event) => setFilled({ ...filled, [wizard.step]: event.target.value })}
        />
      </label>
    </Wizard>
  );
}

describe('Wizard', () => {
  it('hides Previous on the first step and Next on the last', async () => {
    const user = userEvent.setup();
    render(<Harness total={2} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Answer 1'), 'x');
    await user.click(screen.getByRole('button', { name: 'Next step' }));

    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
  });

  it('blocks Next while the step is invalid and reports the attempt', async () => {
    const user = userEvent.setup();
    const onBlockedNext = vi.fn();
    render(<Harness onBlockedNext={onBlockedNext} />);
    const next = screen.getByRole('button', { name: 'Next step' });
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(onBlockedNext).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Answer 1'), 'ok');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(onBlockedNext).toHaveBeenCalledTimes(1);
  });

  it('always allows going back, keeps what was typed and moves focus to the new step', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Answer 1'), 'kept');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByText('Step 2 of 3')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText('Step 1 of 3')).toHaveFocus();
    expect(screen.getByLabelText('Answer 1')).toHaveValue('kept');
  });
});

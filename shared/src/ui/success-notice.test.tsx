import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuccessNotice, useSuccessNotice } from './success-notice';

function Harness() {
  const notice = useSuccessNotice();
  return (
    <>
      <button type="button" onClick={notice.show}>
        Update
      </button>
      <SuccessNotice visible={notice.visible} />
    </>
  );
}

describe('SuccessNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'Successfully Updated!' in a status region for 3000 ms", () => {
    render(<Harness />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('status')).toHaveTextContent('Successfully Updated!');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Successfully Updated!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 3000 ms on a second save', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Successfully Updated!');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

import { render } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows nothing at zero, the number up to 99 and 99+ past it, hidden from screen readers', () => {
    expect(render(<CountBadge count={0} />).container.textContent).toBe('');
    const { getByTestId } = render(<CountBadge count={7} testId="n" />);
    expect(getByTestId('n')).toHaveTextContent('7');
    expect(getByTestId('n')).toHaveAttribute('aria-hidden', 'true');
    expect(render(<CountBadge count={150} />).container.textContent).toBe('99+');
  });

  it('sits in the line after a text link’s words when inline', () => {
    const { getByTestId } = render(<CountBadge count={3} testId="inline" inline />);
    expect(getByTestId('inline')).toHaveClass('pc-count-badge', 'pc-count-badge--inline');
    expect(getByTestId('inline')).toHaveTextContent('3');
  });
});

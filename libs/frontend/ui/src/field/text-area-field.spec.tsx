import { render, screen } from '@testing-library/react';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('labels the text area and ties the counter and the error to it', () => {
    render(
      <TextAreaField
        label="Bio"
        counter={{ length: 151, max: 150 }}
        error="Bio can't be longer than 150 characters"
      />,
    );
    const field = screen.getByLabelText('Bio');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription("151/150 Bio can't be longer than 150 characters");
    expect(screen.getByText('151/150')).toHaveClass('pc-field__error');
  });

  it('has no description when there is neither counter nor error', () => {
    render(<TextAreaField label="Bio" />);
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-describedby');
  });
});

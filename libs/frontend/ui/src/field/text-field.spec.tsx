import { render, screen } from '@testing-library/react';
import { Spinner } from '../spinner/spinner';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and ties the error message to it', () => {
    render(<TextField label="Email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });
});

describe('Spinner', () => {
  it('announces its label', () => {
    render(<Spinner label="Signing In..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing In...');
  });
});

import { act, render, screen } from '@testing-library/react';
import { toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one toast at a time, the newest replacing the previous', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Sign in failed',
        description: 'Please check your credentials.',
        variant: 'destructive',
      });
    });
    expect(screen.getByText('Sign in failed')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('defaults to 5000 ms and the default variant', () => {
    toast({ title: 'Hello' });
    expect(useToastStore.getState().current).toMatchObject({
      duration: 5000,
      variant: 'default',
      title: 'Hello',
    });
  });

  it('hides the toast after its duration', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Short', duration: 1000 });
      });
      expect(screen.getByText('Short')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(useToastStore.getState().current).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

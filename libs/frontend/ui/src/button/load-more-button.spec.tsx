import { fireEvent, render, screen } from '@testing-library/react';
import { LoadMoreButton, type NextPages } from './load-more-button';

const pages = (state: Partial<NextPages>): NextPages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: jest.fn(() => Promise.resolve()),
  ...state,
});

describe('LoadMoreButton', () => {
  it('fetches the next page on click', () => {
    const next = pages({});
    render(<LoadMoreButton pages={next} className="extra" />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveClass('pc-button--secondary', 'extra');
    fireEvent.click(button);
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is disabled and says so while the page loads', () => {
    render(<LoadMoreButton pages={pages({ isFetchingNextPage: true })} loadingLabel="Loading comments..." />);
    expect(screen.getByRole('button', { name: 'Loading comments...' })).toBeDisabled();
  });

  it('is absent when there is no next page', () => {
    render(<LoadMoreButton pages={pages({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { Button, type ButtonProps } from './button';

/** The paging side of an infinite list (what TanStack Query's useInfiniteQuery answers). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreButtonProps extends Omit<ButtonProps, 'onClick' | 'disabled' | 'children'> {
  pages: NextPages;
  label?: string;
  /** What the button says while the next page loads (disabled meanwhile). */
  loadingLabel?: string;
}

/** Fetches a list's next page; absent when there is none. */
export function LoadMoreButton({
  pages,
  label = 'Load more',
  loadingLabel = 'Loading...',
  variant = 'secondary',
  ...props
}: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      {...props}
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
    >
      {pages.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}

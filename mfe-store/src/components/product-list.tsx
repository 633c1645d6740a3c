import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailedCard } from './load-failed-card';

interface ProductListStatesProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's words while the list loads ('Loading your cart'). */
  loadingLabel: string;
  /** Ends the failure heading "We couldn't load …" ('your cart'). */
  what: string;
  /** Whether the failure card offers 'Try again'. */
  retry?: boolean;
  isEmpty: (data: T) => boolean;
  /** The empty card's heading and line, above 'Browse Store'. */
  empty: { title: string; text: string };
  /** The list itself, once it has loaded and holds something. */
  children: (data: T) => ReactNode;
}

/** A store list of products (cart, wishlist) through its states: loading, failed, empty, then the list. */
export function ProductListStates<T>({
  query,
  loadingLabel,
  what,
  retry = false,
  isEmpty,
  empty,
  children,
}: ProductListStatesProps<T>) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) {
    return <LoadFailedCard what={what} error={query.error} retry={retry ? query.refetch : undefined} />;
  }
  if (isEmpty(query.data)) {
    return (
      <Card className="store-state">
        <h2>{empty.title}</h2>
        <p className="pc-muted">{empty.text}</p>
        <Link to="/store" className={buttonClassName('primary')}>
          Browse Store
        </Link>
      </Card>
    );
  }
  return children(query.data);
}

/** The trash button that ends a product row; `label` names the product for screen readers. */
export function RemoveLineButton({
  label,
  className,
  disabled,
  onRemove,
}: {
  label: string;
  className?: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onRemove}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

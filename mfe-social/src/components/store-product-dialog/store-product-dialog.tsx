import { loadRemoteModule } from '@petcora/ui/remote-module';
import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

interface StoreProductDialogProps {
  productId: string | null;
  onClose: () => void;
}

/** When the store's code cannot be loaded, the product opens on the store page instead. */
class StoreDialogBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The store's own product dialog (`store/ProductDialog`, loaded through module federation the first time a chip is
 * opened, not a copy): Add to Cart works from the feed, and the navigation's cart count follows.
 */
export function StoreProductDialog({ productId, onClose }: StoreProductDialogProps) {
  // Created per mount: React.lazy remembers a failure, and a later chip click mounts afresh.
  const Dialog = useMemo(
    () =>
      lazy(async () => ({
        default: await loadRemoteModule<StoreProductDialogProps>('store', 'ProductDialog'),
      })) as ComponentType<StoreProductDialogProps>,
    [],
  );
  if (productId === null) return null;
  return (
    <StoreDialogBoundary fallback={<Navigate to={`/store?product=${encodeURIComponent(productId)}`} />}>
      <Suspense fallback={null}>
        <Dialog productId={productId} onClose={onClose} />
      </Suspense>
    </StoreDialogBoundary>
  );
}

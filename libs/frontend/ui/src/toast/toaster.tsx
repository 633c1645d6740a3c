// First: Radix may add <style> elements, which need the page's CSP nonce.
import '../csp-nonce';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { buttonClassName } from '@petcora/ui/button';
import { cx } from '../class-names';
// Through the package, not './toast-store': one toast store for the shell and every remote (a shared module).
import { useToastStore } from '@petcora/ui/toast';

/** Renders the current toast. Mount once per page tree (the shell, or a remote's standalone harness). */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          className={cx('pc-toast', current.variant !== 'default' && `pc-toast--${current.variant}`)}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          <ToastPrimitive.Title className="pc-toast__title">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="pc-toast__description">
              {current.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            className={buttonClassName('ghost', 'sm', 'pc-toast__close')}
            aria-label="Close"
          >
            <X aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="pc-toast__viewport" />
    </ToastPrimitive.Provider>
  );
}

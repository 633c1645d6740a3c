// First: Radix may add <style> elements, which need the page's CSP nonce.
import '../csp-nonce';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { buttonClassName } from '@petcora/ui/button';
import { cx } from '../class-names';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Dialog panel with overlay and a close button; Radix traps focus and returns it on close. */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="pc-dialog__overlay" />
      <DialogPrimitive.Content className={cx('pc-dialog__content', className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className={buttonClassName('ghost', 'sm', 'pc-dialog__close')}
          aria-label="Close"
        >
          <X aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx('pc-dialog__title', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cx('pc-muted', className)} {...props} />;
}

// First: Radix may add <style> elements, which need the page's CSP nonce.
import '../csp-nonce';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../class-names';
import './accordion.css';

/** Expandable sections on Radix: buttons with aria-expanded, arrow-key movement between headers. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cx('pc-accordion__item', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="pc-accordion__header">
      <AccordionPrimitive.Trigger className={cx('pc-accordion__trigger', className)} {...props}>
        {children}
        <ChevronDown className="pc-accordion__chevron" aria-hidden="true" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>) {
  return <AccordionPrimitive.Content className={cx('pc-accordion__content', className)} {...props} />;
}

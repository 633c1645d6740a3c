import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { buttonClassName } from '@petcora/ui/button';
import { cx } from '../class-names';
import './dropdown-menu.css';

export interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  destructive?: boolean;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger (it usually shows only an icon). */
  label: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button after the WAI-ARIA pattern (Radix's dropdown menu is not installed): Enter, Space or the arrow keys
 * open it, arrows, Home and End move between items, Escape closes it and gives focus back to the trigger, Tab or a
 * click outside closes it.
 */
export function DropdownMenu({ label, trigger, items, align = 'end', className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();

  const itemElements = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const elements = itemElements();
    (initialFocus === 'last' ? elements[elements.length - 1] : elements[0])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, initialFocus]);

  const openMenu = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(elements.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const select = (item: DropdownMenuItem) => {
    // Focus goes back to the trigger first, so a dialog the item opens returns focus there when it closes.
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={cx('pc-menu', className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={buttonClassName('ghost', 'sm', 'pc-menu__trigger')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className={cx('pc-menu__list', align === 'start' && 'pc-menu__list--start')}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cx('pc-menu__item', item.destructive && 'pc-menu__item--destructive')}
              onClick={() => select(item)}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

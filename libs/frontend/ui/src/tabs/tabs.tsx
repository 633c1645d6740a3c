// First: Radix may add <style> elements, which need the page's CSP nonce.
import '../csp-nonce';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../class-names';

/**
 * Tabs: Radix's root, list and triggers (roles, roving focus, arrow keys, automatic activation), with panels of our own
 * (ADR 0046). Radix's `TabsContent` wraps every panel, the inactive ones included, in its `Presence`, whose
 * ref reads `getComputedStyle(panel).animationName` when the panel mounts: a forced style recalculation of the whole
 * page inside React's commit, then a state update that re-renders synchronously in the same task (the largest item of
 * /community's commit, 133-165 ms at a phone's 4x CPU). Our panels never animate, so they need no Presence: each is the
 * same element Radix renders (role tabpanel, `aria-labelledby` its trigger, `hidden` and empty when inactive,
 * `tabIndex` 0), with ids from our own `useId`, which the triggers name in their `id` and `aria-controls`.
 */
interface TabsState {
  baseId: string;
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
}

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be used inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const changeValue = useCallback(
    (next: string) => {
      if (valueProp === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [valueProp, onValueChange],
  );
  return (
    <TabsStateContext.Provider value={{ baseId, value, orientation }}>
      <TabsPrimitive.Root value={value} onValueChange={changeValue} orientation={orientation} {...props} />
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cx('pc-tabs__list', className)} {...props} />;
}

export function TabsTrigger({
  className,
  value,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      className={cx('pc-tabs__trigger', className)}
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  value: string;
}

export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const state = useTabsState('TabsContent');
  const selected = state.value === value;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={state.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(state.baseId, value)}
      hidden={!selected}
      id={panelId(state.baseId, value)}
      tabIndex={0}
      className={cx('pc-tabs__content', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}

import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a feed page, kept in the address (`?tab=following`) so a reload, a shared link or Back keeps it.
 * An unknown value falls back to the first tab.
 */
export function useFeedTab<Tab extends string>(tabs: readonly Tab[]): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

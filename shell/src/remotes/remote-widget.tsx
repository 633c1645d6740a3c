import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '../prerender/use-hydrated';
import { withSiteQueries } from '../app/with-site-queries';
import { loadRemotePage } from './remote-registry';

type WidgetProps = Readonly<Record<string, string>>;

class WidgetBoundary extends Component<
  { fallback: ReactNode; name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn(`Remote widget ${this.props.name} failed; showing its fallback`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A small piece of a remote inside the shell's own layout (e.g. the store's cart icon in the navigation). It loads
 * lazily, so the shell's first bundle does not grow; while it loads, and if its remote is down, `fallback` stands in
 * and the rest of the layout keeps working. `props` are plain strings the shell hands over (e.g. its own class name for a
 * link in its menu).
 */
export function RemoteWidget({
  remote,
  module,
  fallback,
  props,
}: {
  remote: string;
  module: string;
  fallback: ReactNode;
  props?: WidgetProps;
}) {
  const hydrated = useHydrated();
  const Widget = useMemo(
    () => lazy(() => withSiteQueries(loadRemotePage(remote, module) as Promise<ComponentType<WidgetProps>>)),
    [remote, module],
  );
  // Prerendered (and hydrating): the fallback, which the remote's widget replaces once loaded.
  if (!hydrated) return fallback;
  return (
    <WidgetBoundary fallback={fallback} name={`${remote}/${module}`}>
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}

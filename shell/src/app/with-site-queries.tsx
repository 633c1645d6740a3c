import type { ComponentType, ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

let provider: Promise<Provider> | null = null;

/**
 * TanStack Query and the site's query cache (site-query-provider.tsx) load with the first page that reads data, not
 * with the site: the home page and the other static pages need neither. A failed load is forgotten, so a
 * retry asks again.
 */
function loadSiteQueryProvider(): Promise<Provider> {
  provider ??= import('./site-query-provider').then(
    (m) => m.SiteQueryProvider,
    (error: unknown) => {
      provider = null;
      throw error;
    },
  );
  return provider;
}

/** `component` inside the site's query cache, both loaded at once (no waterfall): for React.lazy. */
export async function withSiteQueries<Props extends object = object>(
  component: Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [SiteQueryProvider, Component] = await Promise.all([loadSiteQueryProvider(), component]);
  return {
    default: function WithSiteQueries(props: Props) {
      return (
        <SiteQueryProvider>
          <Component {...props} />
        </SiteQueryProvider>
      );
    },
  };
}

/**
 * Stands in for `features/live` in page specs (`jest.mock('../features/live', () => jest.requireActual(...))`): no
 * stream is opened, and the feed query key the page hands it can be read from its element's data-key.
 */
export function LiveUpdates({ feedQueryKey }: { feedQueryKey: readonly unknown[] }) {
  return <div data-testid="live-updates" data-key={JSON.stringify(feedQueryKey)} />;
}

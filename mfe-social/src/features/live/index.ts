// Live updates: `LiveUpdates` shows 'Show n new posts' above a feed and keeps like counts live.
export { LiveUpdates, type LiveUpdatesProps } from './components/live-updates';
export { useLiveEvents } from './hooks/use-live-events';

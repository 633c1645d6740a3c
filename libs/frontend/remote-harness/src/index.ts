export { mountStandalone, type HarnessRoute } from './mount-standalone';

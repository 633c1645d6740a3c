import { MessageThreadPage } from './messages-page';

/** The remote module of /messages/:username (module federation exposes one default export per page). */
export default MessageThreadPage;

export { useSession, type SessionState, type SessionStatus } from './session-store';
export { startSession } from './start-session';

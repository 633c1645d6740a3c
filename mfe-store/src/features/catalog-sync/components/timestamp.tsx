import { formatDateTime } from './format';

/** A machine-readable time shown in the reader's words. */
export function Timestamp({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

import { serverMessageOf } from '@petcora/api-client';
import { toast } from '@petcora/ui/toast';

/**
 * A mutation's `onError`: the spec's destructive toast with the server's message, or the screen's fallback text
 * when the server gave none.
 */
export function toastFailure(title: string, fallback: string): (error: unknown) => void {
  return (error) => toast({ title, description: serverMessageOf(error) ?? fallback, variant: 'destructive' });
}

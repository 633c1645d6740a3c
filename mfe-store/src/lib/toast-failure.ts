import { serverMessageOf } from '@petcora/api-client';
import { toast } from '@petcora/ui/toast';

/** A store mutation's `onError`: the destructive toast with the server's message, else 'Please try again.' */
export function toastFailure(title: string): (error: unknown) => void {
  return (error) =>
    toast({ title, description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' });
}

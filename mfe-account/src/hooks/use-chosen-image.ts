import { toast } from '@petcora/ui/toast';
import { useCallback, useState, type ChangeEvent } from 'react';
import { imageFileProblem, useObjectUrl } from '@petcora/ui/photo-chooser';

/**
 * The image a form's file input holds until the form is saved: `choose` keeps a file that passes the checks (up to
 * `limitMb`) and toasts why another is refused (clearing the input); `preview` shows the kept one.
 */
export function useChosenImage(limitMb: number) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const clear = useCallback(() => setFile(null), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = imageFileProblem(chosen, limitMb);
    if (problem) {
      event.target.value = '';
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setFile(chosen);
  }

  return { file, preview, choose, clear };
}

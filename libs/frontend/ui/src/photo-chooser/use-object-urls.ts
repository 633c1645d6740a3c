import { useEffect, useMemo, useState } from 'react';

// Kept constant so that an empty list causes no state change and no fresh effect.
const NONE: string[] = [];
const NO_FILES: readonly File[] = [];

/** Preview addresses for chosen files, revoked when the files change or the component leaves. */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>(NONE);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created.length > 0 ? created : NONE);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** One chosen file's preview address (null without a file), revoked when the file changes or the component leaves. */
export function useObjectUrl(file: File | null): string | null {
  const files = useMemo(() => (file ? [file] : NO_FILES), [file]);
  return useObjectUrls(files)[0] ?? null;
}

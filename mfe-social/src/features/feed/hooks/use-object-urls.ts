import { useEffect, useState } from 'react';

/** Preview addresses for chosen files, revoked when the files change or the component leaves. */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

import { renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-urls';

describe('useObjectUrl', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    URL.createObjectURL = () => `blob:preview-${++made}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });

  it('gives a chosen file an address and revokes it when the file changes or the component leaves', () => {
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: null as File | null },
    });
    expect(result.current).toBeNull();
    rerender({ file: first });
    expect(result.current).toBe('blob:preview-1');
    rerender({ file: new File(['b'], 'b.png', { type: 'image/png' }) });
    expect(result.current).toBe('blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);
    rerender({ file: null });
    expect(result.current).toBeNull();
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});

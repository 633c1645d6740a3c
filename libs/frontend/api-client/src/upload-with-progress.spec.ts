import { ApiError, serverMessageOf } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: string, statusText = '') {
    Object.assign(this, { status, responseText: body, statusText });
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  const realXhr = globalThis.XMLHttpRequest;

  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    document.cookie = 'XSRF-TOKEN=tok%3D1';
  });

  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('posts the form with cookies and the XSRF header, reports progress and parses the answer', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const pending = uploadWithProgress<{ mediaUrl: string }>('/api/posts/media', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/posts/media', withCredentials: true, body: form });
    expect(xhr.headers['x-xsrf-token']).toBe('tok=1');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, '{"mediaUrl":"/media/social/a.webp"}');
    await expect(pending).resolves.toEqual({ mediaUrl: '/media/social/a.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a non-OK answer as ApiError carrying the server message', async () => {
    const pending = uploadWithProgress('/api/posts/media', new FormData());
    FakeXhr.last.answer(400, '{"message":"Please select an image or video file"}', 'Bad Request');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(serverMessageOf(error)).toBe('Please select an image or video file');
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const pending = uploadWithProgress('/api/posts/media', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(FakeXhr.last.aborted).toBe(true);
  });
});

import { XSRF_COOKIE, XSRF_HEADER } from '@petcora/contracts';
import { ApiError, parseServerMessage } from './api-error';
import { readCookie } from './api-fetch';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1 (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a form with XMLHttpRequest, because fetch cannot report upload progress. Same conventions as apiFetch:
 * cookies sent, the XSRF cookie echoed (the gateway refuses the upload otherwise), non-OK answers thrown as ApiError.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text, parseServerMessage(text), xhr.statusText));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

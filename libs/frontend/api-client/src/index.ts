export { ApiError, serverMessageOf } from './api-error';
export { apiFetch, apiJson, readCookie, type ApiRequestInit } from './api-fetch';
export { uploadWithProgress, type UploadOptions } from './upload-with-progress';

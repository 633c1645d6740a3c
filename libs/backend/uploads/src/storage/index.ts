export * from './media-storage';
export * from './local-folder-storage';
export * from './s3-bucket-storage';
export * from './media-storage-env';

export * from './messages';
export * from './in-order';
export * from './custom-rules';
export * from './auth.dto';
export * from './profile.dto';
export * from './validate';
export * from './media-url';

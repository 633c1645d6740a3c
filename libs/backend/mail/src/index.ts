export * from './mailer';
export * from './mail-queue';
export * from './templates';

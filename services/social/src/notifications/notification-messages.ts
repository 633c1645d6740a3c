export const INVALID_NOTIFICATION_FILTER = 'filter must be mentions or all';
export const INVALID_UP_TO = 'upTo must be an ISO time or a cursor';
export const INVALID_PREFERENCE = 'Each preference must be true or false';

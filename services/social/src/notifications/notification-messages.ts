export const INVALID_NOTIFICATION_FILTER = 'filter must be mentions';
export const INVALID_UP_TO = 'upTo must be an ISO time or a cursor';
export const INVALID_PREFERENCE = 'Each preference must be true or false';
export const NO_PREFERENCE_GIVEN = 'Name at least one kind of notification to turn on or off';

/** A UUID as text (any version, either letter case): what Postgres's uuid type accepts, checked before it is asked. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What class-validator keeps of every decorated DTO property (only the part read here). */
interface ValidationMetadataStorage {
  validationMetadatas?: Map<unknown, { propertyName?: unknown }[]>;
}

/** Field names used when no DTO is loaded at all (a service without class-validator DTOs). */
const FALLBACK_FIELDS = ['id', 'name', 'email', 'password', 'username', 'content', 'title', 'url'];

/** The services' environment schemas are class-validator classes too; their UPPER_CASE names are no body field. */
const ENVIRONMENT_NAME = /^[A-Z0-9_]+$/;

/**
 * Field names a body of this service plausibly carries: every property of every DTO class-validator knows about in
 * this process (the app's modules are loaded, so a new DTO is covered without being listed). Several handlers take
 * `@Body() body: unknown` and pick their DTO at run time, so a route's own DTO cannot be read from its signature;
 * the union is sent to every route instead. class-validator keeps its storage on the global object.
 */
export function plausibleBodyFields(): string[] {
  const storage = (globalThis as { classValidatorMetadataStorage?: ValidationMetadataStorage })
    .classValidatorMetadataStorage;
  const names = new Set<string>();
  for (const metadatas of storage?.validationMetadatas?.values() ?? [])
    for (const { propertyName } of metadatas)
      if (typeof propertyName === 'string' && !ENVIRONMENT_NAME.test(propertyName)) names.add(propertyName);
  return names.size > 0 ? [...names].sort() : FALLBACK_FIELDS;
}

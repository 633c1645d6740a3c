import { isURL, registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The property must equal another property of the same object (password confirmation). */
export function Match(otherProperty: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name: 'match',
      target: target.constructor,
      propertyName: String(propertyKey),
      constraints: [otherProperty],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const [other] = args.constraints as [string];
          return value === (args.object as Record<string, unknown>)[other];
        },
      },
    });
  };
}

/**
 * An absolute http(s) URL, or the empty string (the forms send '' for "no website"). Other schemes
 * (javascript:, data:) are refused because these values end up in links and image sources.
 */
export function IsHttpUrlOrEmpty(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name: 'isHttpUrlOrEmpty',
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: {
        validate(value: unknown) {
          if (value === '') return true;
          return (
            typeof value === 'string' &&
            isURL(value, { require_protocol: true, protocols: ['http', 'https'], require_tld: false })
          );
        },
      },
    });
  };
}

/** A string with at least one non-space character. */
export function IsNonBlank(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name: 'isNonBlank',
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: {
        validate(value: unknown) {
          return typeof value === 'string' && value.trim().length > 0;
        },
      },
    });
  };
}

/**
 * Applies property decorators so that class-validator checks them in the order written.
 *
 * TypeScript applies stacked decorators bottom-up, and with `stopAtFirstError` class-validator reports the first
 * one registered, so a plain stack reports the *last* written rule. Listing the rules here instead makes
 * "first failing rule wins" read top to bottom, which is how the spec's messages are ordered.
 */
export function InOrder(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (const decorate of decorators) decorate(target, propertyKey);
  };
}

import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { AdminGuard, IdentityGuard, OptionalIdentityGuard } from '../identity/identity.guards';
import type { ApiAccess } from './api-contract.decorator';

/** What the document reads from a handler's Nest metadata: who may call it and whether its arguments are checked. */
export interface HandlerMetadata {
  /** The guards on the handler and its controller, by class name. */
  guards: string[];
  /** Who may call it as its guards say, or null when a guard is none of the identity guards. */
  access: ApiAccess | null;
  /** A path or query argument goes through a pipe (a pipe refuses bad input with 400). */
  pipedArguments: boolean;
}

type Constructor = abstract new (...args: never[]) => unknown;

/** Every controller method of the app, keyed `ClassName.methodName` like `@ApiContract`'s record. */
export function handlerMetadataOf(app: INestApplication): Map<string, HandlerMetadata> {
  const handlers = new Map<string, HandlerMetadata>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Constructor | null;
      if (typeof controller !== 'function') continue;
      for (const [name, { method, declaredBy }] of methodsOf(controller)) {
        const guards = [...guardsOf(controller), ...guardsOf(method)];
        const metadata = {
          guards: guards.map((guard) => guard.name),
          access: accessOfGuards(guards),
          pipedArguments: hasPipedArguments(controller, name),
        };
        handlers.set(`${controller.name}.${name}`, metadata);
        // `@ApiContract` on an inherited method names the class that declares it.
        if (!handlers.has(`${declaredBy}.${name}`)) handlers.set(`${declaredBy}.${name}`, metadata);
      }
    }
  return handlers;
}

/** The controller's methods, its parents' included; getters are not read (they may need a live instance). */
function methodsOf(controller: Constructor): Map<string, { method: object; declaredBy: string }> {
  const methods = new Map<string, { method: object; declaredBy: string }>();
  for (
    let prototype = controller.prototype as object | null;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as object | null
  )
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(prototype)))
      if (name !== 'constructor' && typeof descriptor.value === 'function' && !methods.has(name))
        methods.set(name, {
          method: descriptor.value as object,
          declaredBy: (prototype.constructor as { name: string }).name,
        });
  return methods;
}

function guardsOf(target: object): Constructor[] {
  const guards = (Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as unknown[];
  return guards.map((guard) =>
    typeof guard === 'function' ? (guard as Constructor) : ((guard as object).constructor as Constructor),
  );
}

function isGuard(guard: Constructor, base: Constructor): boolean {
  return guard === base || guard.prototype instanceof base;
}

/** The strictest identity guard wins; a guard the document does not know makes the answer unknown (null). */
function accessOfGuards(guards: Constructor[]): ApiAccess | null {
  let access: ApiAccess = 'public';
  for (const guard of guards) {
    if (isGuard(guard, AdminGuard)) access = 'admin';
    else if (isGuard(guard, IdentityGuard)) access = access === 'admin' ? access : 'signed-in';
    else if (isGuard(guard, OptionalIdentityGuard)) access = access === 'public' ? 'optional' : access;
    else return null;
  }
  return access;
}

function hasPipedArguments(controller: Constructor, method: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { pipes?: unknown[] }
  >;
  return Object.entries(args).some(
    ([key, arg]) =>
      (key.startsWith(`${RouteParamtypes.PARAM}:`) || key.startsWith(`${RouteParamtypes.QUERY}:`)) &&
      (arg.pipes?.length ?? 0) > 0,
  );
}

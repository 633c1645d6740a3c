import type { INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import { configureApp } from '@petcora/nest-common';

/** PUT /api/users/profile takes inline image data: its JSON body is parsed by the route, after the identity guard. */
export function isInlineImageRoute(req: Request): boolean {
  return req.method === 'PUT' && req.path.replace(/\/+$/, '') === '/api/users/profile';
}

/**
 * The shared service set-up. Every JSON body is capped at 100 KB before any route runs, except the one route that
 * takes inline image data, which reads its larger body only once the caller is known to be signed in
 * (profile/inline-image-body.interceptor.ts). Call before `init()`/`listen()`.
 */
export function configureAccountApp(app: INestApplication): INestApplication {
  return configureApp(app, { deferJsonBody: isInlineImageRoute });
}

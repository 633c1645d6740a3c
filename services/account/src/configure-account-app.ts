import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { configureApp } from '@petcora/nest-common';
import { registerSessions } from './sessions/sessions.module';

/** PUT /api/users/profile takes inline image data: its JSON body is parsed by the route, after the identity guard. */
export function isInlineImageRoute(req: IncomingMessage): boolean {
  return req.method === 'PUT' && (req.url ?? '').split('?')[0].replace(/\/+$/, '') === '/api/users/profile';
}

/**
 * The shared service set-up. Every JSON body is capped at 100 KB before any route runs, except the one route that
 * takes inline image data, which reads its larger body only once the caller is known to be signed in
 * (profile/inline-image-body.interceptor.ts). Cookie sessions on the routes that sign in and out. Call before
 * `init()`/`listen()`.
 */
export function configureAccountApp(app: INestApplication): INestApplication {
  configureApp(app, { deferJsonBody: isInlineImageRoute });
  registerSessions(app);
  return app;
}

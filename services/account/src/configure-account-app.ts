import type { INestApplication } from '@nestjs/common';
import { json, type NextFunction, type Request, type Response } from 'express';
import { configureApp } from '@petcora/nest-common';
import type { AccountEnv } from './config/account-env';

/**
 * The shared service set-up, plus a larger JSON body limit on the one route that takes inline image data
 * (PUT /api/users/profile): base64 of an image up to UPLOAD_MAX_MB. Registered before Nest's own parser (100 KB),
 * which then sees the body already read. Call before `init()`/`listen()`.
 */
export function configureAccountApp(
  app: INestApplication,
  env: Pick<AccountEnv, 'UPLOAD_MAX_MB'>,
): INestApplication {
  const inlineImageLimit = Math.ceil((env.UPLOAD_MAX_MB * 1024 * 1024 * 4) / 3) + 64 * 1024;
  const parseLargeJson = json({ limit: inlineImageLimit });
  // Wrapped under another name: Nest skips its own global parser when it finds a middleware named `jsonParser`.
  app.use(
    '/api/users/profile',
    function inlineImageJsonParser(req: Request, res: Response, next: NextFunction) {
      parseLargeJson(req, res, next);
    },
  );
  return configureApp(app);
}

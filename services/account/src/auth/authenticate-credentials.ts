import { UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { User } from '../users/user.entity';
import { INVALID_CREDENTIALS } from './auth.service';
import type { CredentialStrategy } from './credential-strategies';

/**
 * Runs a sign-in strategy on credentials the handler has already validated with their DTO (400 with the spec's field
 * messages, before any lookup or count: Nest runs guards before pipes, so passport cannot sit in a guard without
 * answering a malformed body with its own 401). The strategy reads the validated values from the body. Its error is
 * passed on as is (401 with the one credentials message, 429 from the limiter); a failure without one, such as
 * passport-local's missing field, answers the same 401, never passport's own text.
 */
export function authenticateCredentials(
  strategy: CredentialStrategy,
  credentials: object,
  req: Request,
  res: Response,
): Promise<User> {
  req.body = credentials;
  return new Promise<User>((resolve, reject) => {
    const authenticate = passport.authenticate(
      strategy,
      { session: false },
      (error: unknown, user: User | false | undefined) => {
        if (error) reject(error);
        else if (!user) reject(new UnauthorizedException(INVALID_CREDENTIALS));
        else resolve(user);
      },
    ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
    authenticate(req, res, (error?: unknown) =>
      reject(error ?? new UnauthorizedException(INVALID_CREDENTIALS)),
    );
  });
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import type { IdentityClaims } from '@petcora/contracts';
import { rawRequestOf } from '@petcora/nest-common';
import { isMultipart } from '@petcora/uploads';
import { UploadBudget } from './upload-budget';
import { UploadSlots } from './upload-slots';

/**
 * Goes before the upload interceptor of a multipart endpoint (after IdentityGuard): a member whose daily budget is
 * spent, or who already has the most uploads in flight, is refused with 429 before any byte of the body is read. The
 * slot is given back when the request ends, however it ends (stored, refused, timed out, client gone).
 */
@Injectable()
export class UploadAdmission implements NestInterceptor {
  constructor(
    private readonly budget: UploadBudget,
    private readonly slots: UploadSlots,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<{ user?: IdentityClaims }>();
    if (!req.user || !isMultipart(rawRequestOf(req))) return next.handle();
    await this.budget.refuseWhenSpent(req.user.sub);
    const slot = await this.slots.take(req.user.sub);
    return next.handle().pipe(finalize(() => void slot.release()));
  }
}

import { HttpException, HttpStatus } from '@nestjs/common';

export const LARGE_BODY_MESSAGES = {
  memberBusy: 'Your previous profile picture is still uploading. Please wait for it to finish.',
  serviceBusy: 'Too many profile pictures are being uploaded right now. Please try again in a moment.',
} as const;

export interface LargeBodyLimits {
  /** Large bodies one member may have in flight; the next is refused at once with 429. */
  perMember: number;
  /** Large bodies the process reads at once; the next waits for a free slot. */
  inProcess: number;
  /** How long a body may wait for a slot before it is refused with 429. */
  queueMs: number;
}

/**
 * Counts the large request bodies in flight, per member and for the whole process, so parallel calls cannot make the
 * service read (and hold buffers, files and database work for) more than a few at once.
 */
export class LargeBodySlots {
  private readonly byMember = new Map<string, number>();
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: LargeBodyLimits) {}

  /**
   * Takes one slot for the member (or throws 429 at once) and one of the process (waiting up to `queueMs`, then
   * 429; `abandoned` ends the wait when the client goes away). Answers the function that gives both back; it may be
   * called more than once.
   */
  async acquire(memberId: string, abandoned: AbortSignal): Promise<() => void> {
    const held = this.byMember.get(memberId) ?? 0;
    if (held >= this.limits.perMember) throw tooMany(LARGE_BODY_MESSAGES.memberBusy);
    this.byMember.set(memberId, held + 1);
    const releaseMember = once(() => {
      const count = (this.byMember.get(memberId) ?? 1) - 1;
      if (count > 0) this.byMember.set(memberId, count);
      else this.byMember.delete(memberId);
    });
    try {
      await this.takeProcessSlot(abandoned);
    } catch (error) {
      releaseMember();
      throw error;
    }
    const releaseProcess = once(() => this.giveProcessSlot());
    return () => {
      releaseProcess();
      releaseMember();
    };
  }

  /** Bodies being read now, and waiting for a slot (for tests and metrics). */
  get usage(): { inFlight: number; waiting: number } {
    return { inFlight: this.inFlight, waiting: this.waiting.length };
  }

  private takeProcessSlot(abandoned: AbortSignal): Promise<void> {
    if (this.inFlight < this.limits.inProcess) {
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (error: HttpException): void => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        clearTimeout(timer);
        abandoned.removeEventListener('abort', onAbandoned);
        reject(error);
      };
      // A freed slot passes straight to the first waiter: the count stays as it is.
      const grant = (): void => {
        clearTimeout(timer);
        abandoned.removeEventListener('abort', onAbandoned);
        resolve();
      };
      const onAbandoned = (): void => leave(tooMany(LARGE_BODY_MESSAGES.serviceBusy));
      const timer = setTimeout(() => leave(tooMany(LARGE_BODY_MESSAGES.serviceBusy)), this.limits.queueMs);
      if (abandoned.aborted) return onAbandoned();
      abandoned.addEventListener('abort', onAbandoned, { once: true });
      this.waiting.push(grant);
    });
  }

  private giveProcessSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }
}

function tooMany(message: string): HttpException {
  return new HttpException({ message }, HttpStatus.TOO_MANY_REQUESTS);
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

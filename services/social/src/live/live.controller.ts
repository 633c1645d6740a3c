import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { LIVE_EVENTS_PATH, type IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { LiveHub } from './live-hub';

/** GET /api/live: members only (401 otherwise), a server-sent event stream of LiveEvents. */
@Controller()
export class LiveController {
  constructor(private readonly hub: LiveHub) {}

  @Get(LIVE_EVENTS_PATH)
  @UseGuards(IdentityGuard)
  @ApiContract('LiveEvent', { answerKind: 'event-stream' })
  stream(@CurrentIdentity() viewer: IdentityClaims, @Res() res: Response): void {
    res.socket?.setNoDelay(true);
    this.hub.open(viewer.sub, res);
  }
}

import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { LIVE_EVENTS_PATH, type IdentityClaims } from '@petcora/contracts';
import {
  ApiContract,
  clientAddressOf,
  clientKey,
  CurrentIdentity,
  IdentityGuard,
  rawResponseOf,
  takeOverAnswer,
} from '@petcora/nest-common';
import { DataSource } from 'typeorm';
import { LiveHub } from './live-hub';

/** GET /api/live: members only (401 otherwise), a server-sent event stream of LiveEvents. */
@Controller()
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    private readonly dataSource: DataSource,
  ) {}

  @Get(LIVE_EVENTS_PATH)
  @UseGuards(IdentityGuard)
  @ApiContract('LiveEvent', { summary: 'Live events for the signed-in member', answerKind: 'event-stream' })
  async stream(
    @CurrentIdentity() viewer: IdentityClaims,
    @Req() req: Parameters<typeof clientAddressOf>[0],
    @Res() res: object,
  ): Promise<void> {
    // Whose new posts this stream leaves out: one statement on the blocks and mutes keys (ADR 0061).
    const hidden: { id: string }[] = await this.dataSource.query(
      `SELECT blocked_id AS id FROM social.blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM social.blocks WHERE blocked_id = $1
       UNION SELECT muted_id FROM social.mutes WHERE muter_id = $1`,
      [viewer.sub],
    );
    // The stream is written on Node's own answer; Fastify is told so once it is open (a refusal, such as the 429 of
    // too many streams, is thrown before anything is written and answered by the exception filter).
    const raw = rawResponseOf(res);
    raw.socket?.setNoDelay(true);
    this.hub.open(
      viewer.sub,
      raw,
      clientKey(clientAddressOf(req)),
      hidden.map((row) => row.id),
    );
    takeOverAnswer(res);
  }
}

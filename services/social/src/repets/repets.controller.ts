import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { IdentityClaims, RepetState } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { postIdPipe } from '../posts/post-id.pipe';
import { RepetBody } from './repet-body.dto';
import { RepetsService } from './repets.service';

@Controller('api/posts/:id/repet')
@UseGuards(IdentityGuard)
export class RepetsController {
  constructor(private readonly repets: RepetsService) {}

  @Post()
  @HttpCode(200)
  @ApiContract('RepetState', { summary: 'Repet a post, or undo it', body: RepetBody })
  repet(
    @Param('id', postIdPipe) postId: string,
    @Body() body: RepetBody,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<RepetState> {
    return this.repets.repet(actor, postId, body.repetComment);
  }
}

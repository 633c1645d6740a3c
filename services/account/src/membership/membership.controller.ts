import type { MembershipPlan as MembershipPlanDto } from '@petcora/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiContract } from '@petcora/nest-common';
import { MembershipService } from './membership.service';

@Controller('api/membership-plans')
export class MembershipController {
  constructor(private readonly membership: MembershipService) {}

  /** Public: the membership page lists the tiers to everyone. */
  @Get()
  @ApiContract(['MembershipPlan'], { summary: 'List the membership plans' })
  list(): Promise<MembershipPlanDto[]> {
    return this.membership.listPlans();
  }
}

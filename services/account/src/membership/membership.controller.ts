import { Controller, Get } from '@nestjs/common';
import { MembershipService, type MembershipPlanView } from './membership.service';

@Controller('api/membership-plans')
export class MembershipController {
  constructor(private readonly membership: MembershipService) {}

  /** Public: the membership page lists the tiers to everyone. */
  @Get()
  list(): Promise<MembershipPlanView[]> {
    return this.membership.listPlans();
  }
}

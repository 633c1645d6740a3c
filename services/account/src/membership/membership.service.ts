import type { MembershipPlan as MembershipPlanDto } from '@petcora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MembershipPlan } from './membership-plan.entity';

@Injectable()
export class MembershipService {
  constructor(@InjectRepository(MembershipPlan) private readonly plans: Repository<MembershipPlan>) {}

  async listPlans(): Promise<MembershipPlanDto[]> {
    const plans = await this.plans.find({ order: { level: 'ASC', name: 'ASC' } });
    return plans.map((plan) => ({ ...plan, createdAt: plan.createdAt.toISOString() }));
  }
}

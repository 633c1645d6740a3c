import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MembershipPlan } from './membership-plan.entity';

export interface MembershipPlanView {
  id: string;
  name: string;
  description: string | null;
  price: number; // cents
  benefits: string[];
  level: number;
  createdAt: string;
}

@Injectable()
export class MembershipService {
  constructor(@InjectRepository(MembershipPlan) private readonly plans: Repository<MembershipPlan>) {}

  async listPlans(): Promise<MembershipPlanView[]> {
    const plans = await this.plans.find({ order: { level: 'ASC', name: 'ASC' } });
    return plans.map((plan) => ({ ...plan, createdAt: plan.createdAt.toISOString() }));
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembershipController } from './membership.controller';
import { MembershipPlan } from './membership-plan.entity';
import { MembershipTransaction } from './membership-transaction.entity';
import { MembershipService } from './membership.service';

@Module({
  imports: [TypeOrmModule.forFeature([MembershipPlan, MembershipTransaction])],
  controllers: [MembershipController],
  providers: [MembershipService],
})
export class MembershipModule {}

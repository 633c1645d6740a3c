import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A paid membership tier. Prices are integer cents; `level` orders the tiers. */
@Entity({ name: 'membership_plans' })
export class MembershipPlan {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'integer' })
  price!: number;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  benefits!: string[];

  @Column({ type: 'integer' })
  level!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

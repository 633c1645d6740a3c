import { Column, Entity, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { PaymentEntity } from '../payments/payment.entity';

/** A customer's order; `userId` is the account service's user id (no cross-service foreign key). */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'order_date', type: 'timestamptz', default: () => 'now()' })
  orderDate!: Date;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status!: string;

  /** Integer cents. */
  @Column({ type: 'integer', default: 0 })
  total!: number;

  @Column({ name: 'shipping_address', type: 'text', nullable: true })
  shippingAddress!: string | null;

  @Column({ name: 'shipping_city', type: 'varchar', length: 100, nullable: true })
  shippingCity!: string | null;

  @Column({ name: 'shipping_state', type: 'varchar', length: 100, nullable: true })
  shippingState!: string | null;

  @Column({ name: 'shipping_zip', type: 'varchar', length: 20, nullable: true })
  shippingZip!: string | null;

  @Column({ name: 'shipping_country', type: 'varchar', length: 100, nullable: true })
  shippingCountry!: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  carrier!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'shipping_method', type: 'varchar', length: 100, default: 'Standard Shipping' })
  shippingMethod!: string;

  @Column({ name: 'payment_method', type: 'varchar', length: 100, default: 'Credit Card' })
  paymentMethod!: string;

  /** The client's Idempotency-Key of the checkout that created it; unique per user. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** Loaded with the order where Payment Information is shown (one statement, a left join). */
  @OneToOne(() => PaymentEntity, (payment) => payment.order)
  payment?: Relation<PaymentEntity> | null;
}

import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OrderEntity } from '../orders/order.entity';

/** An order's card payment through Square (table `payments`; written with SQL by PaymentsService, read with the order). */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @OneToOne(() => OrderEntity, (order) => order.payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<OrderEntity>;

  @Column({ name: 'square_payment_id', type: 'varchar', length: 64, nullable: true })
  squarePaymentId!: string | null;

  /** Square's status: PENDING (not answered yet), APPROVED, COMPLETED, CANCELED, FAILED. */
  @Column({ type: 'varchar', length: 20 })
  status!: string;

  /** Integer cents. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ name: 'refunded_amount', type: 'integer' })
  refundedAmount!: number;

  @Column({ name: 'card_brand', type: 'varchar', length: 40, nullable: true })
  cardBrand!: string | null;

  @Column({ name: 'last_4', type: 'char', length: 4, nullable: true })
  last4!: string | null;
}

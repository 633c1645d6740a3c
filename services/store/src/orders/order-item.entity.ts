import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from '@petcora/store-data';
import { OrderEntity } from './order.entity';

/** One line of an order; `price` is the unit price in cents at the time of purchase. */
@Entity({ name: 'order_items' })
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  @Column({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @ManyToOne(() => ProductEntity)
  @JoinColumn({ name: 'product_id' })
  product?: ProductEntity | null;

  @Column({ type: 'integer', default: 1 })
  quantity!: number;

  /** Integer cents per unit. */
  @Column({ type: 'integer' })
  price!: number;

  /** Integer cents off this line. */
  @Column({ type: 'integer', default: 0 })
  discount!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}

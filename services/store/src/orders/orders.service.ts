import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUUID } from 'class-validator';
import type { OrderDetail, OrderSummary } from '@petcora/contracts';
import { OrderEntity } from './order.entity';
import { OrderItemEntity } from './order-item.entity';
import { toOrderDetail, toOrderSummary } from './order.mapper';

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
  ) {}

  /** The caller's orders, newest first (served by the (user_id, created_at desc) index). */
  async listForUser(userId: string): Promise<OrderSummary[]> {
    // Orders are keyed by account user ids (uuids); any other identity simply has none.
    if (!isUUID(userId)) return [];
    const rows = await this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.payment', 'payment')
      .where('o.userId = :userId', { userId })
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    return rows.map(toOrderSummary);
  }

  /** Someone else's order answers exactly like a missing one, so order ids reveal nothing. */
  async detailForUser(userId: string, orderId: string): Promise<OrderDetail> {
    const order = isUUID(userId)
      ? await this.orders
          .createQueryBuilder('o')
          .leftJoinAndSelect('o.payment', 'payment')
          .where('o.id = :orderId AND o.userId = :userId', { orderId, userId })
          .getOne()
      : null;
    if (!order) throw new NotFoundException('Order not found');

    const lines = await this.items
      .createQueryBuilder('item')
      .leftJoin('item.product', 'product')
      .addSelect(['product.id', 'product.name', 'product.imageUrl'])
      .where('item.orderId = :orderId', { orderId })
      .orderBy('item.createdAt', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .getMany();

    return toOrderDetail(order, lines);
  }
}

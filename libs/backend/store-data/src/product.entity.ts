import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A product of the store catalogue; `squareItemId` is set when it came from the Square catalogue, else it is manual. */
@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index({ unique: true })
  @Column({ name: 'square_item_id', type: 'varchar', length: 64, nullable: true })
  squareItemId!: string | null;

  @Index({ unique: true })
  @Column({ name: 'square_variation_id', type: 'varchar', length: 64, nullable: true })
  squareVariationId!: string | null;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Integer cents. */
  @Column({ type: 'integer' })
  price!: number;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category!: string | null;

  @Column({ name: 'pet_type', type: 'varchar', length: 50, nullable: true })
  petType!: string | null;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ name: 'is_new', type: 'boolean', default: false })
  isNew!: boolean;

  @Column({ name: 'is_bestseller', type: 'boolean', default: false })
  isBestseller!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  attributes!: { features?: string[] } | null;

  @Column({ name: 'square_data', type: 'jsonb', nullable: true })
  squareData!: Record<string, unknown> | null;

  /** False once deleted or archived in Square (or its last variation removed): hidden from the store, kept for orders. */
  @Column({ type: 'boolean', default: true })
  available!: boolean;

  @Column({ name: 'unavailable_at', type: 'timestamptz', nullable: true })
  unavailableAt!: Date | null;

  @Column({ name: 'last_synced_at', type: 'timestamptz', nullable: true })
  lastSyncedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

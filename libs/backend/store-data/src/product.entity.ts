import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One stored rendition of a product's picture: a file name in the product's media folder and its size. */
export interface ProductImageRendition {
  fileName: string;
  width: number;
  height: number;
}

/** The media folder a product's renditions are stored in (store media storage). */
export const productImageFolder = (productId: string): string => `products/${productId}`;

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

  /** The stored WebP renditions of the picture (see ProductImageRenditions1765500000000); null until stored. */
  @Column({ name: 'image_width', type: 'integer', nullable: true })
  imageWidth!: number | null;

  @Column({ name: 'image_height', type: 'integer', nullable: true })
  imageHeight!: number | null;

  @Column({ name: 'image_placeholder', type: 'varchar', length: 7, nullable: true })
  imagePlaceholder!: string | null;

  @Column({ name: 'image_renditions', type: 'jsonb', nullable: true })
  imageRenditions!: ProductImageRendition[] | null;

  @Column({ name: 'image_source_hash', type: 'varchar', length: 64, nullable: true })
  imageSourceHash!: string | null;

  /** The `image_url` the renditions were made from; they describe the product's picture only while both agree. */
  @Column({ name: 'image_source_url', type: 'text', nullable: true })
  imageSourceUrl!: string | null;

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

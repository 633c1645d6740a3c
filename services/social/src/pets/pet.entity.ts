import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's pet, shown as a card on their profile and on a page of its own. */
@Entity({ name: 'pets' })
export class PetRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  species!: string;

  @Column('text', { nullable: true })
  breed!: string | null;

  @Column('date', { nullable: true })
  birthday!: string | null;

  @Column('smallint', { name: 'age_years', nullable: true })
  ageYears!: number | null;

  @Column('text', { name: 'photo_url', nullable: true })
  photoUrl!: string | null;

  @Column('text', { nullable: true })
  bio!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' pets, listed per owner in the order they were added. A pet's photo is one of its owner's uploads: the
 * upload row points at the pet that uses it (cleared when the pet goes, so the media sweep can take the file).
 */
export class Pets1764700000000 implements MigrationInterface {
  name = 'Pets1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.pets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        name text NOT NULL,
        species text NOT NULL,
        breed text,
        birthday date,
        age_years smallint,
        photo_url text,
        bio text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pets_name_length CHECK (char_length(name) BETWEEN 1 AND 40),
        CONSTRAINT pets_breed_length CHECK (char_length(breed) <= 60),
        CONSTRAINT pets_bio_length CHECK (char_length(bio) <= 300),
        CONSTRAINT pets_age_range CHECK (age_years BETWEEN 0 AND 40),
        CONSTRAINT pets_birthday_or_age CHECK (birthday IS NULL OR age_years IS NULL)
      )`);
    await q.query(`CREATE INDEX pets_owner_created_idx ON social.pets (owner_id, created_at, id)`);
    await q.query(
      `ALTER TABLE social.media_uploads ADD COLUMN pet_id uuid REFERENCES social.pets(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX media_uploads_pet_idx ON social.media_uploads (pet_id) WHERE pet_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX social.media_uploads_pet_idx`);
    await q.query(`ALTER TABLE social.media_uploads DROP COLUMN pet_id`);
    await q.query(`DROP TABLE social.pets`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renditions of a member's avatar and banner (ImageInfo), kept with their URLs so profile answers carry sizes and
 * placeholders, and replacing a picture removes every size of the one before. Pictures stored before have none.
 */
export class ProfileImageInfo1765000000000 implements MigrationInterface {
  name = 'ProfileImageInfo1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "account"."users" ADD COLUMN "profile_image_info" jsonb, ADD COLUMN "cover_image_info" jsonb`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "account"."users" DROP COLUMN "profile_image_info", DROP COLUMN "cover_image_info"`,
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored media carry their description (ImageInfo or VideoInfo: sizes, placeholder, renditions, poster) and every
 * file stored for them, so feeds read sizes in their one statement and serving and removal find every rendition.
 * Authors keep the renditions of their avatar and banner as the account service announces them.
 */
export class MediaInfo1764600000000 implements MigrationInterface {
  name = 'MediaInfo1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE social.media_uploads ADD COLUMN info jsonb, ADD COLUMN files text[]`);
    // Rows from before are one file each.
    await q.query(`UPDATE social.media_uploads SET files = ARRAY[file_name]`);
    await q.query(`ALTER TABLE social.media_uploads ALTER COLUMN files SET NOT NULL`);
    // Serving looks a rendition up by any of its upload's file names.
    await q.query(`CREATE INDEX media_uploads_files_idx ON social.media_uploads USING gin (files)`);
    await q.query(
      `ALTER TABLE social.authors ADD COLUMN profile_image_info jsonb, ADD COLUMN cover_image_info jsonb`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE social.authors DROP COLUMN profile_image_info, DROP COLUMN cover_image_info`);
    await q.query(`DROP INDEX social.media_uploads_files_idx`);
    await q.query(`ALTER TABLE social.media_uploads DROP COLUMN info, DROP COLUMN files`);
  }
}

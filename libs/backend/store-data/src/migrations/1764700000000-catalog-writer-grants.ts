import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The group role infra/database/service-roles.sql creates and grants to the catalogue worker's role. */
export const CATALOG_WRITER_ROLE = 'petcora_catalog_writer';

/**
 * The catalogue worker writes the catalogue and nothing else of the store: its role reads and writes `products` and
 * `catalog_sync_runs` through the group role petcora_catalog_writer (docs/adr/0057-one-database-role-per-service.md).
 * The store's own role owns the tables, so its migrations grant them. Without the group role (a database set up with
 * one admin URL, as the integration tests do) there is nobody to grant to.
 */
export class CatalogWriterGrants1764700000000 implements MigrationInterface {
  name = 'CatalogWriterGrants1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $grants$ BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${CATALOG_WRITER_ROLE}') THEN
          GRANT USAGE ON SCHEMA store TO ${CATALOG_WRITER_ROLE};
          GRANT SELECT, INSERT, UPDATE ON store.products, store.catalog_sync_runs TO ${CATALOG_WRITER_ROLE};
        END IF;
      END $grants$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $grants$ BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${CATALOG_WRITER_ROLE}') THEN
          REVOKE SELECT, INSERT, UPDATE ON store.products, store.catalog_sync_runs FROM ${CATALOG_WRITER_ROLE};
        END IF;
      END $grants$`);
  }
}

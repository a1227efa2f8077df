import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * What the intake reads beyond the spec's fields (docs/decisions.md#intake): the street address as
 * structured fields with its display line, the specific category beside the broad industry, and the
 * card's contact person and job title.
 */
export const intakeAddressMigration: Migration = {
  name: '010_intake_address',
  async up(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.string('category', 100).nullable();
      t.string('address', 300).nullable();
      t.string('address_street', 200).nullable();
      t.string('address_city', 100).nullable();
      t.string('address_region', 60).nullable();
      t.string('address_postal_code', 20).nullable();
      t.string('contact_name', 120).nullable();
      t.string('contact_title', 120).nullable();
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.dropColumns('category', 'address', 'address_street', 'address_city', 'address_region', 'address_postal_code', 'contact_name', 'contact_title');
    });
  },
};

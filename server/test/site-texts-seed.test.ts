import { describe, expect, it } from 'vitest';
import { seedDefaults } from '../src/cli/seed-defaults.ts';
import { defaultSite } from '../src/db/default-site.ts';
import { changeSites } from './support/sites.ts';
import { createTestApp } from './support/test-app.ts';

describe('the default site’s stock texts after migration 0012', async () => {
  const { app, db } = await createTestApp();
  const stock = defaultSite('localhost');

  it('get their translations at the next start, while texts an operator wrote stay', async () => {
    // As migration 0012 leaves a default site made before it: Dutch only, one text changed by its operator.
    await changeSites(
      db,
      `UPDATE sites SET index_title = jsonb_build_object('nl', $1::text), description = '{"nl": "Eigen tekst"}'
       WHERE is_default`,
      [stock.indexTitle.nl],
    );
    await seedDefaults(db, 'localhost');
    await changeSites(db, 'SELECT 1');
    const german = await app.inject({ url: '/api/settings.php?locale=de' });
    expect(german.json().settings.index_title).toBe(stock.indexTitle.de);
    // The operator's own description has no German: the site's language answers it.
    expect(german.json().settings.description).toBe('Eigen tekst');
  });
});

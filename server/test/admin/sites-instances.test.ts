import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';

/**
 * A site edited on one server instance reaches another instance over the same database within a moment
 * (decision 0059: NOTIFY sites_changed), not only when its 10-second site cache runs out.
 */
describe('a site change across instances', async () => {
  const { url } = await createTestDatabase();
  const first = await startTestInstance(url);
  const second = await startTestInstance(url);

  it('is seen by the other instance within two seconds', async () => {
    const member = await createActiveMember(first.app, first.db);
    await makeConfirmedStaff(first.db.$client, member.user.id, 'administrator');
    const titleOnSecond = async () =>
      (await second.app.inject({ url: '/api/settings.php?locale=nl' })).json().settings.index_title;
    // The second instance has the site in its cache now.
    const before = await titleOnSecond();

    const list = await first.app.inject({ url: '/api/admin/sites.php', headers: { cookie: member.cookie } });
    const id = list.json().sites.find((site: { is_default: boolean }) => site.is_default).id;
    const { site } = (
      await first.app.inject({ url: `/api/admin/site.php?id=${id}`, headers: { cookie: member.cookie } })
    ).json();
    const { id: _id, is_default: _default, updated_at: _at, ...input } = site;
    const changed = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/site.php?id=${id}`,
      headers: { cookie: member.cookie },
      payload: { ...input, index_title: { ...input.index_title, nl: `${before} (nieuw)` } },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const started = Date.now();
    let seen = await titleOnSecond();
    while (seen === before && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await titleOnSecond();
    }
    expect(seen).toBe(`${before} (nieuw)`);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/platform/limits.ts';
import { createActiveMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

describe('profile reads by counting ids (issue 19, defect 6)', async () => {
  const { app, db } = await createTestApp();
  /** What the server logs while `work` runs (an app built inside it logs to the patched stdout). */
  async function logOf(work: () => Promise<void>): Promise<string> {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      await work();
    } finally {
      process.stdout.write = write;
    }
    return lines.join('');
  }
  const view = (id: number, options: { ip: string; cookie?: string }) =>
    app.inject({
      method: 'GET',
      url: `/api/member.php?id=${id}`,
      remoteAddress: options.ip,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const profile = await createActiveMember(app, db);
  const ids = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 ? profile.user.id : i + 1));

  it('a visitor reading profile after profile from one IP address is slowed to 429 with Retry-After; another address reads on', async () => {
    const max = LIMITS.profileReadsPerVisitorIp.max;
    const statuses: number[] = [];
    for (const id of ids(max + 3)) statuses.push((await view(id, { ip: '10.30.0.1' })).statusCode);
    expect(statuses.slice(0, max).filter((s) => s === 429)).toEqual([]);
    // Over the limit even an unknown id answers 429, not 404: a refused read tells nothing.
    expect(statuses.slice(max)).toEqual([429, 429, 429]);
    const refused = await view(profile.user.id, { ip: '10.30.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().retry_after).toBe(Number(refused.headers['retry-after']));
    expect(refused.body).not.toContain(profile.form.name);
    expect((await view(profile.user.id, { ip: '10.30.0.2' })).statusCode).toBe(200);
  });

  it('the first refusal of a window is logged once, with the key, for the operator to see scraping', async () => {
    const log = await logOf(async () => {
      const logged = await createTestApp({ LOG_LEVEL: 'warn' });
      for (let i = 0; i < LIMITS.profileReadsPerVisitorIp.max + 5; i++) {
        await logged.app.inject({ url: `/api/member.php?id=${i + 1}`, remoteAddress: '10.32.0.1' });
      }
    });
    const warnings = log.split('\n').filter((line) => line.includes('rate limit reached'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('profile-reads-ip:10.32.0.1');
  });

  it('a member is limited per account from any address; other members behind the same address read on', async () => {
    const scraper = await createActiveMember(app, db);
    const neighbour = await createActiveMember(app, db);
    const max = LIMITS.profileReadsPerMember.max;
    let i = 0;
    for (const id of ids(max)) {
      i += 1;
      const response = await view(id, {
        ip: `10.31.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        cookie: scraper.cookie,
      });
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await view(profile.user.id, { ip: '10.31.9.9', cookie: scraper.cookie });
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'rate_limited']);
    expect((await view(profile.user.id, { ip: '10.31.9.9', cookie: neighbour.cookie })).statusCode).toBe(200);
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { authenticatorCode, makeStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

const staffCli = path.join(import.meta.dirname, '../../src/cli/staff.ts');

/** `npm run staff` (decision 0054): the operator gives and takes staff roles and resets second factors. */
describe('npm run staff', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const url = (db.$client.options as { connectionString: string }).connectionString;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-staff-cli-'));

  const run = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', staffCli, ...args], {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  const roleOf = async (id: number) =>
    (await sql.query('SELECT role FROM users WHERE id = $1', [id])).rows[0].role;

  it('gives a role, takes it away, and resets a second factor, printing what it did and auditing nothing', {
    timeout: 180_000,
  }, async () => {
    const member = await createActiveMember(app, db);
    const promoted = await run(member.form.email, '--role', 'administrator');
    expect(promoted.status, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain(
      `${member.form.email} on localhost is now an administrator (was an ordinary member).`,
    );
    expect(await roleOf(member.user.id)).toBe('administrator');

    // Enrolled and confirmed; the reset removes the authenticator and ends the staff time of the session.
    const secret = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/enrolment.php',
        headers: { cookie: member.cookie },
      })
    ).json().secret;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/admin/enrolment-confirm.php',
      headers: { cookie: member.cookie },
      payload: { code: authenticatorCode(secret, new Date()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const reset = await run(member.form.email, '--reset-second-factor');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('second factor removed');
    const session = (
      await app.inject({ url: '/api/admin/session.php', headers: { cookie: member.cookie } })
    ).json();
    expect(session.staff).toMatchObject({ enrolled: false, verified: false });

    const revoked = await run(member.form.email, '--role', 'member');
    expect(revoked.status).toBe(0);
    expect(await roleOf(member.user.id)).toBe('member');
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM staff_audit_log WHERE target_id = $1 AND action LIKE 'staff.%'`,
      [String(member.user.id)],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses an unknown address, and a role it does not know with its usage', {
    timeout: 180_000,
  }, async () => {
    const unknown = await run('nobody@example.com', '--role', 'moderator');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No member with the address nobody@example.com on localhost.');
    const member = await createActiveMember(app, db);
    await makeStaff(sql, member.user.id);
    const wrong = await run(member.form.email, '--role', 'owner');
    expect(wrong.status).toBe(2);
    expect(wrong.stdout).toContain('npm run staff -- <e-mail address>');
    expect(await roleOf(member.user.id)).toBe('moderator');
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-audit-'));
const GHSA = 'GHSA-abcd-1234-wxyz';

/** An `npm audit --json` report (format 2) with one high advisory reached through a parent, and a moderate one. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml': {
      name: 'fast-xml',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1099999,
          name: 'fast-xml',
          dependency: 'fast-xml',
          title: 'Prototype pollution in fast-xml',
          url: `https://github.com/advisories/${GHSA}`,
          severity: 'high',
          range: '<4.2.5',
        },
      ],
      effects: ['parent'],
      range: '<4.2.5',
      nodes: ['node_modules/fast-xml'],
      fixAvailable: true,
    },
    parent: { name: 'parent', severity: 'high', isDirect: true, via: ['fast-xml'], effects: [], range: '*' },
    chatty: {
      name: 'chatty',
      severity: 'moderate',
      via: [
        {
          source: 1,
          name: 'chatty',
          title: 'Noise',
          url: 'https://github.com/advisories/GHSA-0000-0000-0000',
          severity: 'moderate',
        },
      ],
    },
  },
  metadata: { vulnerabilities: { moderate: 1, high: 2, critical: 0 } },
};
const unreachable = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
};

function audit(saved: object, accepted: object[], env: Record<string, string> = {}) {
  const reportFile = path.join(dir, `report-${Math.random()}.json`);
  const listFile = path.join(dir, `list-${Math.random()}.json`);
  fs.writeFileSync(reportFile, JSON.stringify(saved));
  fs.writeFileSync(listFile, JSON.stringify({ accepted }));
  const run = spawnSync(
    'node',
    ['scripts/audit.mjs', '--report', reportFile, '--allowlist', listFile, '--today', '2026-11-25'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

const acceptance = (expires: string) => ({
  id: GHSA,
  package: 'fast-xml',
  reason: 'only parses our own files',
  expires,
});

describe("npm test's dependency audit (scripts/audit.mjs)", () => {
  it('fails on a high finding and names it', () => {
    const { status, output } = audit(report, []);
    expect(status).toBe(1);
    expect(output).toContain(`OPEN: ${GHSA} fast-xml (high)`);
    expect(output).not.toContain('chatty');
  });

  it('passes a finding accepted in the allow-list until the acceptance expires', () => {
    const live = audit(report, [acceptance('2026-12-31')]);
    expect(live.status).toBe(0);
    expect(live.output).toContain(`accepted: ${GHSA} fast-xml`);
    const expired = audit(report, [acceptance('2026-11-24')]);
    expect(expired.status).toBe(1);
    expect(expired.output).toContain(`EXPIRED acceptance: ${GHSA}`);
  });

  it('refuses an acceptance without a reason', () => {
    const { status, output } = audit(report, [{ id: GHSA, package: 'fast-xml', expires: '2026-12-31' }]);
    expect(status).not.toBe(0);
    expect(output).toContain('lacks "reason"');
  });

  it('says when the advisory service was not reached, and fails then only when asked to', () => {
    const lenient = audit(unreachable, []);
    expect(lenient.status).toBe(0);
    expect(lenient.output).toContain('NO VERDICT');
    expect(audit(unreachable, [], { NPM_AUDIT_REQUIRED: '1' }).status).toBe(1);
  });
});

// `npm test`'s dependency audit: `npm audit --audit-level=high`, less the findings accepted in
// audit-allowlist.json (each with a reason and an expiry date). Exit 0: nothing high or critical is open;
// exit 1: a finding to fix or accept, or an accepted one whose expiry has passed. When the advisory service
// cannot be asked (a machine that reaches only the registry's read-only side answers 405), it says so and exits
// 0, unless NPM_AUDIT_REQUIRED=1 (then 1): no verdict is not a pass, and the line says which it was.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SEVERE = new Set(['high', 'critical']);

/**
 * @typedef {{ id: string, package: string, reason: string, expires: string }} Accepted
 * @typedef {{ id: string, package: string, severity: string, title: string, url: string }} Finding
 */

/** The advisory id as people write it: GHSA-… from the advisory's address, else npm's number. */
function advisoryId(/** @type {{ source?: number, url?: string }} */ via) {
  const ghsa = via.url?.match(/GHSA-[\w-]+/)?.[0];
  return ghsa ?? String(via.source);
}

/**
 * The high and critical advisories of an `npm audit --json` report, one per advisory and package; undefined when
 * the report is an error (the advisory service was not reached).
 * @param {any} report
 * @returns {Finding[] | undefined}
 */
export function severeFindings(report) {
  if (!report || typeof report !== 'object' || !report.vulnerabilities) return undefined;
  /** @type {Map<string, Finding>} */
  const findings = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !SEVERE.has(via.severity)) continue;
      const id = advisoryId(via);
      findings.set(`${id} ${via.name}`, {
        id,
        package: via.name,
        severity: via.severity,
        title: via.title ?? '',
        url: via.url ?? '',
      });
    }
  }
  return [...findings.values()];
}

/**
 * Splits the findings into accepted (a live allow-list entry for the id and package) and open ones; entries past
 * their expiry accept nothing and are reported.
 * @param {Finding[]} findings
 * @param {Accepted[]} allowlist
 * @param {string} today YYYY-MM-DD
 */
export function judgeFindings(findings, allowlist, today) {
  const live = allowlist.filter((entry) => entry.expires >= today);
  const expired = allowlist.filter((entry) => entry.expires < today);
  const accepts = (/** @type {Finding} */ finding) =>
    live.some((entry) => entry.id === finding.id && entry.package === finding.package);
  return {
    open: findings.filter((finding) => !accepts(finding)),
    accepted: findings.filter(accepts),
    expired,
  };
}

/** @returns {Accepted[]} */
export function readAllowlist(file = path.join(root, 'audit-allowlist.json')) {
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')).accepted ?? [];
  for (const entry of entries) {
    for (const key of ['id', 'package', 'reason', 'expires']) {
      if (typeof entry[key] !== 'string' || entry[key] === '') {
        throw new Error(`audit-allowlist.json: an entry lacks "${key}": ${JSON.stringify(entry)}`);
      }
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.expires))
      throw new Error(`audit-allowlist.json: expires is YYYY-MM-DD`);
  }
  return entries;
}

/** The value after `--name` on the command line (the tests judge a saved report against their own list). */
function option(/** @type {string} */ name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** `npm audit --json` run now, or a saved report (`--report FILE`). */
function auditReport() {
  const saved = option('report');
  const run = saved
    ? { stdout: fs.readFileSync(saved, 'utf8'), stderr: '' }
    : spawnSync('npm', ['audit', '--json', '--audit-level=high'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
  try {
    return { report: JSON.parse(run.stdout), stderr: run.stderr };
  } catch {
    return { report: undefined, stderr: run.stderr };
  }
}

function main() {
  const { report, stderr } = auditReport();
  const findings = severeFindings(report);
  if (!findings) {
    const why = report?.message ?? stderr.trim().split('\n').at(-1) ?? 'no answer';
    const required = process.env.NPM_AUDIT_REQUIRED === '1';
    console.log(`  npm audit: NO VERDICT, the advisory service was not reached (${why})`);
    if (!required) console.log('  (not failing the run; NPM_AUDIT_REQUIRED=1 makes this a failure)');
    process.exit(required ? 1 : 0);
  }
  const { open, accepted, expired } = judgeFindings(
    findings,
    readAllowlist(option('allowlist')),
    option('today') ?? new Date().toISOString().slice(0, 10),
  );
  for (const finding of accepted)
    console.log(`  accepted: ${finding.id} ${finding.package} (${finding.severity})`);
  for (const entry of expired)
    console.log(`  EXPIRED acceptance: ${entry.id} ${entry.package} (expired ${entry.expires})`);
  for (const finding of open) {
    console.log(
      `  OPEN: ${finding.id} ${finding.package} (${finding.severity}) ${finding.title} ${finding.url}`,
    );
  }
  console.log(`  npm audit: ${open.length} open high or critical finding(s), ${accepted.length} accepted`);
  process.exit(open.length > 0 ? 1 : 0);
}

if (process.argv[1] === import.meta.filename) main();

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { consoleErrors, expect, expectAccessible, test, webTexts } from '../support/fixtures.ts';
import { logIn, personContext, signUpMember } from '../support/members.ts';
import { confirmedStaffContext, setStaffRole } from '../support/staff.ts';

/*
 * Issue 23 (decision 0054): a new staff member enrols an authenticator in the back office, keeps the recovery
 * codes and signs in with a code again later; a member meets the 403; an administrator finds it all in the
 * audit log and sees the staff.
 */

const t = webTexts('nl');
type Texts = { [key: string]: string | Texts };
/** A back-office namespace's Dutch texts (web/src/i18n/ns/<namespace>/nl.json). */
function namespaceTexts(namespace: string): (key: string) => string {
  const file = path.join(import.meta.dirname, `../../web/src/i18n/ns/${namespace}/nl.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
  return (key) => {
    let node: string | Texts | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${namespace}/nl.json`);
    return node;
  };
}
const staffText = namespaceTexts('admin-staff');
const auditText = namespaceTexts('admin-audit');
const shellText = namespaceTexts('admin-shell');

const STEP = 30_000;
const codeAt = (secret: string, time: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: time });

/** Enters the authenticator's code on the step and confirms it. */
async function enterCode(page: Page, code: string) {
  await page.getByLabel(staffText('adminStaff.codeLabel')).fill(code);
  await page.getByRole('button', { name: staffText('adminStaff.verify.submit') }).click();
}

test('a new moderator enrols an authenticator, keeps the recovery codes, signs in with a code; an administrator finds it in the audit log', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await personContext(browser, { viewport: { width: 1280, height: 900 } });
  const moderator = await signUpMember(context, { name: 'Mira', gender: 'female' });
  await setStaffRole(moderator.id, 'moderator');
  const page = await context.newPage();
  const errors = consoleErrors(page);

  // Enrolment: the QR code, the key to type, and the first code computed from the key on the page.
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: staffText('adminStaff.enrol.title') }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: staffText('adminStaff.enrol.qrAlt') })).toBeVisible();
  const secret = (await page.locator('code[data-secret]').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  await expectAccessible(page);
  const enrolledAt = Date.now();
  await enterCode(page, codeAt(secret, enrolledAt));

  // The recovery codes, once; then the back office.
  const codes = page.getByRole('list', { name: staffText('adminStaff.recovery.listLabel') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('link', { name: staffText('adminStaff.recovery.download') })).toHaveAttribute(
    'download',
    /^recovery-codes-.+\.txt$/,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: staffText('adminStaff.recovery.saved') }).click();
  await expect(page.getByRole('heading', { level: 1, name: shellText('adminShell.title') })).toBeVisible();

  // The page closes first: the logout below ends its session under it, and its next call would be refused (403).
  expect(errors).toEqual([]);
  await page.close();
  // Logged out and in again: the back office asks for a code (a new one: a code is never taken twice).
  expect((await context.request.get('/api/logout.php')).status()).toBe(200);
  await logIn(context, moderator);
  const again = await context.newPage();
  const againErrors = consoleErrors(again);
  await again.goto('/admin');
  await expect(
    again.getByRole('heading', { level: 1, name: staffText('adminStaff.verify.title') }),
  ).toBeVisible();
  const field = again.getByLabel(staffText('adminStaff.codeLabel'));
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(again);
  const nextStep = (Math.floor(enrolledAt / STEP) + 1) * STEP;
  if (Date.now() < nextStep) await again.waitForTimeout(nextStep - Date.now() + 200);
  await enterCode(again, codeAt(secret, Date.now()));
  await expect(again.getByRole('heading', { level: 1, name: shellText('adminShell.title') })).toBeVisible();
  expect(againErrors).toEqual([]);

  // A member: the 403 page, nothing of the back office.
  const memberContext = await personContext(browser);
  await signUpMember(memberContext, { name: 'Mees', gender: 'male' });
  const memberPage = await memberContext.newPage();
  const refused = await memberPage.goto('/admin');
  expect(refused?.status()).toBe(403);
  await expect(memberPage.getByRole('heading', { level: 1, name: t('errors.staff_only') })).toBeVisible();
  await expect(memberPage.getByRole('navigation', { name: shellText('adminShell.navLabel') })).toHaveCount(0);

  // An administrator finds the enrolment and the sign-in in the audit log, and the moderator among the staff.
  const { context: adminContext } = await confirmedStaffContext(browser, 'administrator');
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: shellText('adminShell.navLabel') })
    .getByRole('link', { name: shellText('adminShell.nav.audit') })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: auditText('adminAudit.title') })).toBeVisible();
  await admin.getByLabel(auditText('adminAudit.filters.staff')).fill(moderator.email);
  await admin.getByRole('button', { name: auditText('adminAudit.filters.search') }).click();
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'second_factor.enrol' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'second_factor.confirm' })).toHaveCount(1);
  await rows
    .filter({ hasText: 'second_factor.enrol' })
    .getByRole('button', { name: auditText('adminAudit.table.show') })
    .click();
  await expect(admin.getByText('"recovery_codes": 10')).toBeVisible();
  await expectAccessible(admin);

  await admin.goto('/admin/staff');
  const listed = admin.getByRole('listitem').filter({ hasText: moderator.email });
  await expect(listed).toContainText(staffText('adminStaff.roles.moderator'));
  await expect(listed).toContainText(staffText('adminStaff.list.yes'));
  await expectAccessible(admin);

  // At 375 px the audit log still reads: no sideways scrolling.
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto(`/admin/audit?staff=${encodeURIComponent(moderator.email)}`);
  await expect(
    admin.getByRole('table').getByRole('row').filter({ hasText: 'second_factor.enrol' }),
  ).toHaveCount(1);
  const table = admin.getByRole('table');
  expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await adminContext.close();
  await memberContext.close();
  await context.close();
});

import fs from 'node:fs';
import path from 'node:path';
import { consoleErrors, expect, expectAccessible, mailTo, test, webTexts } from '../support/fixtures.ts';
import { personContext, signUpMember } from '../support/members.ts';
import { auditedActions, confirmedStaffContext } from '../support/staff.ts';

const t = webTexts('nl');
type Texts = { [key: string]: string | Texts };
/** The back office's complaint texts (their own namespace, web/src/i18n/ns/admin-complaints). */
const staffTexts = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../web/src/i18n/ns/admin-complaints/nl.json'), 'utf8'),
).adminComplaints as Texts;
const staff = (key: string, vars: Record<string, string> = {}) => {
  let node: string | Texts | undefined = staffTexts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text adminComplaints.${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
};

test('a member reports a chat message, gets a reference and the outcome of a moderator’s decision by mail', async ({
  browser,
}) => {
  // Two members, a staff member and four mails through the real servers: minutes on a busy machine.
  test.setTimeout(300_000);
  const annaContext = await personContext(browser, { viewport: { width: 1280, height: 900 } });
  const bramContext = await personContext(browser);
  const anna = await signUpMember(annaContext, { name: 'Anna', gender: 'female' });
  await signUpMember(bramContext, { name: 'Bram', gender: 'male' });

  // Bram writes to Anna (an opener of the icebreakers; his signup credits pay for it).
  const bramPage = await bramContext.newPage();
  await bramPage.goto(`/members/${anna.id}`);
  await bramPage.getByRole('button', { name: t('conversation.profile.message') }).click();
  const opener = t('icebreakers.openers.weekend', { name: 'Anna' });
  await bramPage.getByRole('dialog').getByRole('button', { name: opener }).click();
  await bramPage.keyboard.press('Enter');
  await expect(bramPage.getByRole('log').getByText(opener)).toBeVisible();

  // Anna reports it from the chat's report link: the form shows the message and sends her report.
  const annaPage = await annaContext.newPage();
  const annaErrors = consoleErrors(annaPage);
  await annaPage.goto('/chats');
  await annaPage.getByRole('link', { name: /Bram/ }).click();
  const messages = annaPage.getByRole('log');
  await expect(messages.getByText(opener)).toBeVisible();
  await messages.getByRole('link', { name: t('complaints.report.message', { name: 'Bram' }) }).click();
  await expect(annaPage).toHaveURL(/\/complaints\?message=\d+$/);
  await expect(annaPage.getByRole('heading', { level: 1 })).toHaveText(t('complaints.title'));
  await expect(
    annaPage.getByRole('heading', { name: t('complaints.reported.message', { name: 'Bram' }) }),
  ).toBeVisible();
  await expectAccessible(annaPage);
  await annaPage.getByLabel(t('complaints.form.reason')).selectOption('harassment');
  await annaPage
    .getByLabel(t('complaints.form.explanation'))
    .fill('Hij blijft me berichten sturen die ik niet wil.');
  await annaPage.getByLabel(t('complaints.form.goodFaith')).check();
  const sent = Date.now();
  await annaPage.getByRole('button', { name: t('complaints.form.submit') }).click();
  const confirmation = annaPage.getByRole('status');
  await expect(confirmation).toContainText(t('complaints.sent.title'));
  const reference = (await annaPage.getByTestId('complaint-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expectAccessible(annaPage);
  const acknowledgement = await mailTo(anna.email, sent);
  expect(acknowledgement.subject).toBe(`We hebben je klacht ${reference} ontvangen`);

  // Usable on a phone: the form fits 375 px without sideways scrolling.
  await annaPage.setViewportSize({ width: 375, height: 740 });
  await annaPage.getByRole('button', { name: t('complaints.sent.another') }).click();
  await expect(annaPage.getByLabel(t('complaints.form.explanation'))).toBeVisible();
  expect(await annaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A moderator finds it in the queue, takes it and resolves it with a reply.
  const { context: moderatorContext, staff: moderator } = await confirmedStaffContext(browser, 'moderator');
  const moderatorPage = await moderatorContext.newPage();
  await moderatorPage.setViewportSize({ width: 1280, height: 900 });
  const moderatorErrors = consoleErrors(moderatorPage);
  await moderatorPage.goto('/admin/complaints');
  await expect(moderatorPage.getByRole('heading', { level: 1 })).toHaveText(staff('title'));
  await expectAccessible(moderatorPage);
  await moderatorPage.getByRole('link', { name: reference }).click();
  await expect(moderatorPage.getByRole('heading', { level: 1 })).toHaveText(
    staff('detail.title', { reference }),
  );
  await expect(moderatorPage.getByText(`“${opener}”`)).toBeVisible();
  await expectAccessible(moderatorPage);
  await moderatorPage.getByRole('button', { name: staff('detail.assign') }).click();
  await expect(moderatorPage.getByText(`${staff('status.assigned')} · Moderator`)).toBeVisible();
  await moderatorPage.getByLabel(staff('resolve.outcome')).selectOption('member_restricted');
  await moderatorPage
    .getByLabel(staff('resolve.reply'))
    .fill('We hebben Bram gewaarschuwd en zijn account beperkt.');
  const resolved = Date.now();
  await moderatorPage.getByRole('button', { name: staff('resolve.submit') }).click();
  await expect(moderatorPage.getByText(staff('detail.resolvedBy', { name: 'Moderator' }))).toBeVisible();

  // Anna gets the outcome in her language, with the moderator's reply.
  const outcome = await mailTo(anna.email, resolved);
  expect(outcome.subject).toBe(`Je klacht ${reference}: onze beslissing`);
  expect(outcome.text).toContain('We hebben Bram gewaarschuwd en zijn account beperkt.');
  expect(await auditedActions(moderator.id)).toEqual(expect.arrayContaining(['complaint.resolve']));
  expect(annaErrors).toEqual([]);
  expect(moderatorErrors).toEqual([]);
});

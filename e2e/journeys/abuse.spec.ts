import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { buyCredits } from '../support/credits.ts';
import { expect, expectAccessible, test, visitAs, webTexts } from '../support/fixtures.ts';
import { type Member, personContext, signUpMember } from '../support/members.ts';
import { confirmedStaffContext } from '../support/staff.ts';

/* Decision 0057: the "Are you sure?" prompt in two languages, and a spammer in the flagged queue. */
const nl = webTexts('nl');
const de = webTexts('de');
/** The back office's Dutch texts of the flagged queue (its own namespace). */
const flags = (
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../web/src/i18n/ns/admin-flags/nl.json'), 'utf8'),
  ) as { adminFlags: { member: string; memberPage: string; lift: string; signal: Record<string, string> } }
).adminFlags;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

async function openChat(context: BrowserContext, with_: Member, texts: typeof nl): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/members/${with_.id}/chat`);
  // The icebreakers of a new conversation come first: put them away.
  const icebreakers = page.getByRole('dialog', { name: texts('icebreakers.title', { name: with_.name }) });
  await expect(icebreakers).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(icebreakers).toBeHidden();
  await expect(
    page.getByRole('textbox', { name: texts('conversation.input', { name: with_.name }) }),
  ).toBeVisible();
  return page;
}

test('the harmful-language prompt in Dutch and German, and a spammer lands in /admin/flags', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const recipientsContext = await personContext(browser);
  const recipients: Member[] = [];
  for (const name of ['Eva', 'Fleur', 'Gina', 'Hanna', 'Iris'])
    recipients.push(await signUpMember(recipientsContext, { name, gender: 'female' }));
  const [eva, fleur] = recipients as [Member, Member];

  // Dutch: the prompt appears, and going back keeps the message in the input, unsent.
  const janContext = await personContext(browser);
  await signUpMember(janContext, { name: 'Jan', gender: 'male' });
  await buyCredits(janContext, 50);
  const janPage = await openChat(janContext, eva, nl);
  const janInput = janPage.getByRole('textbox', { name: nl('conversation.input', { name: 'Eva' }) });
  await janInput.fill('Je bent een vieze teef');
  await janInput.press('Enter');
  const prompt = janPage.getByRole('dialog', { name: nl('conversation.harmful.title') });
  await expect(prompt).toBeVisible();
  await expectAccessible(janPage);
  await prompt.getByRole('button', { name: nl('conversation.harmful.edit') }).click();
  await expect(prompt).toBeHidden();
  await expect(janInput).toHaveValue('Je bent een vieze teef');
  await expect(janPage.getByRole('log').getByText('Je bent een vieze teef')).toHaveCount(0);

  // German: the member confirms, and the message is sent.
  const klausContext = await personContext(browser);
  await signUpMember(klausContext, { name: 'Klaus', gender: 'male' });
  await visitAs(klausContext, { language: 'de' });
  await buyCredits(klausContext, 50);
  const klausPage = await openChat(klausContext, fleur, de);
  const klausInput = klausPage.getByRole('textbox', { name: de('conversation.input', { name: 'Fleur' }) });
  await klausInput.fill('Halt die Fresse');
  await klausInput.press('Enter');
  const frage = klausPage.getByRole('dialog', { name: de('conversation.harmful.title') });
  await expect(frage).toBeVisible();
  await frage.getByRole('button', { name: de('conversation.harmful.send') }).click();
  await expect(klausPage.getByRole('log').getByText('Halt die Fresse')).toBeVisible();

  // A member sends the same text to five members: the spam signal flags them for the moderators.
  const spamContext = await personContext(browser);
  const spammer = await signUpMember(spamContext, { name: 'Sven', gender: 'male' });
  await buyCredits(spamContext, 50);
  for (const recipient of recipients) {
    const sent = await spamContext.request.post('/api/message.php', {
      data: {
        profile: recipient.id,
        client_id: crypto.randomUUID(),
        kind: 'text',
        text: 'Kijk snel op mijn profiel!',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  const { context: staffContext } = await confirmedStaffContext(browser, 'moderator');
  const staffPage = await staffContext.newPage();
  const memberLine = fill(flags.member, { name: spammer.name, id: spammer.id });
  await expect(async () => {
    await staffPage.goto('/admin/flags');
    await expect(staffPage.getByRole('article').filter({ hasText: memberLine })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  const card = staffPage.getByRole('article').filter({ hasText: memberLine });
  await expect(card).toContainText(flags.signal.same_text as string);
  await expect(card).toContainText('Kijk snel op mijn profiel!');
  await expect(
    card.getByRole('link', { name: fill(flags.memberPage, { name: spammer.name }) }),
  ).toHaveAttribute('href', `/admin/members/${spammer.id}`);
  await expectAccessible(staffPage);
  await card.getByRole('button', { name: flags.lift }).click();
  await expect(card).toBeHidden();
});

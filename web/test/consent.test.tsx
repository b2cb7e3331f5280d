import { type SiteTag, TAG_FREE_ROUTES, tagsAllowedOn } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetConsentAtLoad, storeConsent } from '../src/features/consent/consent-cookie.ts';
import { forgetLoadedTags, loadTags } from '../src/features/consent/tag-loader.ts';
import { renderApp } from './render-app.tsx';

const TAGS: SiteTag[] = [
  { kind: 'tag_manager', id: 'GTM-AB12CD', src: 'https://tags.test/gtm.js?id=GTM-AB12CD' },
  { kind: 'advertising', id: 'AW-123456789', src: 'https://tags.test/gtag/js?id=AW-123456789' },
];
const tagScripts = () =>
  [...document.head.querySelectorAll('script[data-tag]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-tag]')) script.remove();
  forgetLoadedTags();
  forgetConsentAtLoad();
});

/** Third-party tags and the cookie banner (decision 0065). */
describe('consent', () => {
  it('shows no banner and loads nothing on a site without tags; the cookies page says there are none', async () => {
    await renderApp('/pages/cookies');
    expect(await screen.findByRole('heading', { name: 'Wat deze site zelf opslaat' })).toBeTruthy();
    expect(screen.getByText('auth.session')).toBeTruthy();
    expect(screen.getByText('cookie_consent')).toBeTruthy();
    expect(screen.getByText(/Deze site laadt geen diensten van andere bedrijven/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jouw keuze over cookies' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jouw keuze' })).toBeNull();
    expect(tagScripts()).toEqual([]);
  });

  it('asks on a site with tags; refusing is one button like accepting, stores the choice and loads nothing', async () => {
    await renderApp('/pages/faq', { settings: { tags: TAGS } });
    const banner = await screen.findByRole('region', { name: 'Jouw keuze over cookies' });
    const accept = within(banner).getByRole('button', { name: 'Alles accepteren' });
    const refuse = within(banner).getByRole('button', { name: 'Alles weigeren' });
    expect(refuse.className).toBe(accept.className);
    await userEvent.click(refuse);
    expect(document.cookie).toContain('cookie_consent=statistics=0.marketing=0');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jouw keuze over cookies' })).toBeNull());
    expect(tagScripts()).toEqual([]);
  });

  it('chooses per category: only the categories of the site’s tags are asked, and saved as chosen', async () => {
    await renderApp('/pages/faq', { settings: { tags: [TAGS[0] as SiteTag] } });
    const banner = await screen.findByRole('region', { name: 'Jouw keuze over cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Per categorie kiezen' }));
    expect(within(banner).getByLabelText('Statistieken en sessie-opnames')).toBeTruthy();
    expect(within(banner).queryByLabelText('Marketing')).toBeNull();
    expect((within(banner).getByLabelText(/Strikt noodzakelijk/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(banner).getByRole('button', { name: 'Mijn keuze opslaan' }));
    expect(document.cookie).toContain('cookie_consent=statistics=0.marketing=0');
  });

  it('loads the tags of the agreed categories once, on a page that may load them', async () => {
    storeConsent({ statistics: true, marketing: false });
    await renderApp('/pages/faq', { settings: { tags: TAGS } });
    await waitFor(() => expect(tagScripts()).toEqual(['https://tags.test/gtm.js?id=GTM-AB12CD']));
    expect(screen.queryByRole('region', { name: 'Jouw keuze over cookies' })).toBeNull();
    expect(loadTags(TAGS, { statistics: true, marketing: true }).map((tag) => tag.kind)).toEqual([
      'advertising',
    ]);
    expect(loadTags(TAGS, { statistics: true, marketing: true })).toEqual([]);
    expect(tagScripts()).toHaveLength(2);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer.length).toBeGreaterThan(0);
  });

  it('never loads a tag or asks on a chat, payment or account page', async () => {
    storeConsent({ statistics: true, marketing: true });
    await renderApp('/chats/5', { settings: { tags: TAGS } });
    await screen.findAllByRole('link');
    expect(tagScripts()).toEqual([]);
    for (const route of [
      'chats',
      'chats-id',
      'members-id-chat',
      'credits',
      'directdebit',
      'profile',
      'admin-sites',
    ])
      expect(tagsAllowedOn(route), route).toBe(false);
    expect(TAG_FREE_ROUTES).toContain('login');
    expect(tagsAllowedOn('index')).toBe(true);
    expect(tagsAllowedOn(undefined)).toBe(false);
  });

  it('lists each configured tag on the cookies page and lets the choice be changed there', async () => {
    storeConsent({ statistics: false, marketing: false });
    await renderApp('/pages/cookies', { settings: { tags: TAGS } });
    const tags = await screen.findByRole('region', { name: 'Diensten van andere bedrijven' });
    expect(within(tags).getByText('Tagmanager (Google Tag Manager)')).toBeTruthy();
    expect(within(tags).getByText(/_gcl_au \(90 dagen\)/)).toBeTruthy();
    expect(within(tags).queryByText(/Hotjar/)).toBeNull();
    const choice = screen.getByRole('region', { name: 'Jouw keuze' });
    const marketing = within(choice).getByLabelText('Marketing');
    expect((marketing as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(choice).getByLabelText('Statistieken en sessie-opnames'));
    await userEvent.click(within(choice).getByRole('button', { name: 'Mijn keuze opslaan' }));
    expect(document.cookie).toContain('cookie_consent=statistics=1.marketing=0');
    expect((await within(choice).findByRole('status')).textContent).toBe('Je keuze is opgeslagen.');
  });
});

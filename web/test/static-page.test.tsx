import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

describe('static pages', () => {
  it('fill the terms with company info and the terms version date', async () => {
    await renderApp('/pages/terms', { settings: { enable_site_entry_popup: 'no' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Flirtlokaal B.V.');
    expect(text).toContain('87654321');
    expect(text).toContain('1 december 2023');
    expect(text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('show the return policy with the site’s refund days', async () => {
    await renderApp('/pages/return-policy', { settings: { enable_site_entry_popup: 'no', refund_days: 21 } });
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).toContain('21');
  });

  it('show the US privacy notice to English-language visitors from the United States', async () => {
    await renderApp('/pages/privacy', {
      language: 'en',
      settings: { enable_site_entry_popup: 'no', geoip_country: 'US' },
    });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toMatch(/United States|US|California/i);
  });
});

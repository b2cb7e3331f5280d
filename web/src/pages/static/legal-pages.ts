const LEGAL_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'returnPolicy', 'faq', 'service'] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

export type LegalDocument = {
  title: string;
  intro: string;
  version?: string;
  sections: Record<string, { heading: string; body: string }>;
};

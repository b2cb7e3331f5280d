import { type Consent, type ConsentCategory, type SiteTag, TAG_PROVIDERS } from '@community/contract';
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The categories a site asks about: those of its configured tags. */
function askedCategories(tags: SiteTag[]): ConsentCategory[] {
  return [...new Set(tags.map((tag) => TAG_PROVIDERS[tag.kind].category))];
}

/** A switch per category the site's tags need, and the button that stores the choice. */
export function ConsentChoices({
  tags,
  initial,
  onSave,
}: {
  tags: SiteTag[];
  initial: Consent | null;
  onSave: (consent: Consent) => void;
}) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [choice, setChoice] = useState<Consent>(initial ?? { statistics: false, marketing: false });
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice);
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t('consent.choices.legend')}</legend>
        <Form.Check
          type="switch"
          id={`${id}-necessary`}
          checked
          disabled
          label={t('consent.categories.necessary.label')}
          aria-describedby={`${id}-necessary-text`}
        />
        <p id={`${id}-necessary-text`} className="small text-body-secondary ms-5 mb-2">
          {t('consent.categories.necessary.description')}
        </p>
        {askedCategories(tags).map((category) => (
          <div key={category}>
            <Form.Check
              type="switch"
              id={`${id}-${category}`}
              checked={choice[category]}
              onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              label={t(`consent.categories.${category}.label`)}
              aria-describedby={`${id}-${category}-text`}
            />
            <p id={`${id}-${category}-text`} className="small text-body-secondary ms-5 mb-2">
              {t(`consent.categories.${category}.description`)}
            </p>
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="primary">
        {t('consent.choices.save')}
      </Button>
    </Form>
  );
}

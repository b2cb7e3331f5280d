import { nicheName } from '@community/contract';
import { useEffect } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { useStartSignup } from '../../features/signup/use-start-signup.ts';

const STEPS = ['profile', 'search', 'chat'] as const;
const PROMISES = ['free', 'safety', 'privacy'] as const;

/** The home page for visitors: what the site is, how it works, and what we promise. */
export function IndexPage() {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const visitor = useCurrentUser() === null;
  const startSignup = useStartSignup();
  useEffect(() => {
    document.title = settings.index_title;
  }, [settings.index_title]);
  return (
    <>
      <section className="app-hero py-5">
        <Container className="py-md-4">
          <h1 className="display-5 fw-bold">{settings.index_title}</h1>
          <p className="lead mb-2">{t(`index.tagline.${nicheName(settings.niche)}`)}</p>
          <p className="mb-0">{settings.description}</p>
          {visitor && (
            <Button size="lg" className="mt-4 px-4" onClick={startSignup}>
              {t('signup.cta')}
            </Button>
          )}
        </Container>
      </section>
      <Container as="section" className="py-5" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="h3 mb-4">
          {t('index.steps.heading')}
        </h2>
        <Row xs={1} md={3} className="g-4">
          {STEPS.map((step, index) => (
            <Col key={step}>
              <Card className="h-100 border-0 shadow-sm">
                <Card.Body>
                  <p className="text-primary fw-bold mb-1" aria-hidden="true">
                    {index + 1}
                  </p>
                  <h3 className="h5">{t(`index.steps.${step}.title`)}</h3>
                  <p className="mb-0">{t(`index.steps.${step}.body`)}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
      <section className="bg-body-tertiary py-5" aria-labelledby="our-promises">
        <Container>
          <h2 id="our-promises" className="h3 mb-4">
            {t('index.promises.heading', { siteName: settings.name })}
          </h2>
          <Row xs={1} md={3} className="g-4">
            {PROMISES.map((promise) => (
              <Col key={promise}>
                <h3 className="h5">{t(`index.promises.${promise}.title`)}</h3>
                <p className="mb-0">{t(`index.promises.${promise}.body`)}</p>
              </Col>
            ))}
          </Row>
        </Container>
      </section>
    </>
  );
}

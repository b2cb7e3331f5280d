import { Suspense } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { PartnerKind } from './use-partner-tiles.ts';

/** A drawing of our own, not a person: a partner tile never looks like a member of the site. */
function PartnerArt({ kind }: { kind: PartnerKind }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="w-100 h-100">
      <rect width="100" height="100" fill={kind === 'cam' ? '#1f2a44' : '#fce4ec'} />
      {kind === 'cam' ? (
        <g fill="#f8bbd0">
          <rect x="22" y="36" width="40" height="30" rx="5" />
          <path d="M64 44 L80 35 V67 L64 58 Z" />
          <circle cx="30" cy="28" r="5" fill="#e91e63" />
        </g>
      ) : (
        <g fill="#c2185b">
          <path d="M38 70 C18 56 14 44 22 36 C29 29 36 33 38 38 C40 33 47 29 54 36 C62 44 58 56 38 70 Z" />
          <path
            d="M66 62 C53 53 50 45 55 40 C60 35 64 38 66 41 C68 38 72 35 77 40 C82 45 79 53 66 62 Z"
            opacity="0.6"
          />
        </g>
      )}
    </svg>
  );
}

/**
 * A partner tile among profiles (decision 0066): marked as partner content and advertisement, leading out to the
 * partner's site in a new tab (`rel="sponsored noopener"`), never to a profile of ours.
 */
export function PartnerTile(props: { kind: PartnerKind; url: string }) {
  // Its texts load on first use: only the tile waits for them, not the list around it.
  return (
    <Suspense fallback={null}>
      <PartnerCard {...props} />
    </Suspense>
  );
}

function PartnerCard({ kind, url }: { kind: PartnerKind; url: string }) {
  const { t } = useTranslation('partners');
  return (
    <Card
      className="h-100 border border-2 border-primary-subtle shadow-sm position-relative"
      data-partner={kind}
    >
      <div className="ratio ratio-1x1">
        <PartnerArt kind={kind} />
      </div>
      <Card.Body className="p-2">
        <Badge bg="secondary" className="mb-1">
          {t('partners.label')} · {t('partners.ad')}
        </Badge>
        <a
          href={url}
          target="_blank"
          rel="sponsored noopener"
          className="stretched-link fw-semibold text-body d-block text-break"
        >
          {t(`partners.${kind}.title`)}
          <span className="visually-hidden">
            {' '}
            ({t('partners.ad')}, {t('partners.newTab')})
          </span>
        </a>
        <p className="small text-body-secondary mb-0">{t(`partners.${kind}.text`)}</p>
      </Card.Body>
    </Card>
  );
}

import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { SettingsSection } from '../account/SettingsSection.tsx';
import { memberPath } from '../members/member-path.ts';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { usePhotoUrl } from '../photos/photo-url.ts';
import { useUnblock } from './block-api.ts';
import { useBlocks } from './blocks-api.ts';

const THUMB = 48;

/** The settings page's list of blocked members (SPEC §2), each with a way to undo the block. */
export function BlockedMembersSection() {
  const { t } = useTranslation();
  const url = usePhotoUrl();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const profiles = blocks.data ?? [];
  return (
    <SettingsSection id="settings-blocks" title={t('blocks.settings.title')}>
      <p>{t('blocks.settings.intro')}</p>
      {blocks.isPending && (
        <Spinner animation="border" size="sm" role="status" aria-label={t('blocks.settings.loading')} />
      )}
      {blocks.isError && (
        <Alert variant="danger" className="mb-0">
          {errorText(t, blocks.error)}
        </Alert>
      )}
      {blocks.isSuccess && profiles.length === 0 && <p className="mb-0">{t('blocks.settings.empty')}</p>}
      {profiles.length > 0 && (
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {profiles.map((profile) => (
            <li key={profile.id} className="d-flex align-items-center gap-3">
              <div className="flex-shrink-0" style={{ width: THUMB }}>
                {profile.main_image ? (
                  <img
                    src={url(profile.main_image.thumb_filename)}
                    alt=""
                    width={THUMB}
                    height={THUMB}
                    className="rounded object-fit-cover"
                  />
                ) : (
                  <PhotoPlaceholder />
                )}
              </div>
              <Link to={memberPath(profile.id)} className="flex-grow-1 text-break">
                {profile.name}
              </Link>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={unblock.isPending && unblock.variables === profile.id}
                onClick={() => unblock.mutate(profile.id)}
                aria-label={t('blocks.settings.unblockName', { name: profile.name })}
              >
                {t('blocks.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unblock.isError && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {errorText(t, unblock.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}

import { WEB_ROUTES } from '@community/contract';
import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChatList } from '../../features/chats/ChatList.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** /chats (SPEC §2): the member's conversations; on a wide screen a hint where the conversation will open. */
export function ChatsPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES.chats);
  usePageTitle(t('chats.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">{t('chats.title')}</h1>
      <Row className="g-4">
        <Col lg={5}>
          <ChatList />
        </Col>
        <Col lg={7} className="d-none d-lg-flex">
          <div className="flex-grow-1 d-flex align-items-center justify-content-center bg-body-tertiary rounded p-5 text-body-secondary text-center">
            <p className="mb-0">{t('chats.chooseHint')}</p>
          </div>
        </Col>
      </Row>
    </Container>
  );
}

import { type FormEvent, useState } from 'react';
import { Alert, Badge, Button, Form, InputGroup, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useMemberSearch } from '../../features/admin-members/members-api.ts';
import { usePageTitle } from '../page-title.ts';

/** /admin/members: find a member of the site by e-mail address, name or id. The query stays in the address. */
export function AdminMembersPage() {
  const { t } = useTranslation('admin-members');
  // Error texts (errors.<code>) are the app's own, in the default namespace.
  const { t: tApp } = useTranslation();
  usePageTitle(t('adminMembers.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const search = useMemberSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const members = search.data ?? [];
  return (
    <>
      <h1 className="h3">{t('adminMembers.title')}</h1>
      <Form role="search" onSubmit={submit} className="mb-3" style={{ maxWidth: 560 }}>
        <Form.Label htmlFor="member-query">{t('adminMembers.searchLabel')}</Form.Label>
        <InputGroup>
          <Form.Control
            id="member-query"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby="member-query-hint"
          />
          <Button type="submit">{t('adminMembers.searchButton')}</Button>
        </InputGroup>
        <Form.Text id="member-query-hint">{t('adminMembers.searchHint')}</Form.Text>
      </Form>
      {search.isFetching && (
        <Spinner animation="border" size="sm" role="status" aria-label={t('adminMembers.loading')} />
      )}
      {search.isError && <Alert variant="danger">{errorText(tApp, search.error)}</Alert>}
      {search.isSuccess && members.length === 0 && <p role="status">{t('adminMembers.noResults')}</p>}
      {members.length > 0 && (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('adminMembers.columns.id')}</th>
              <th scope="col">{t('adminMembers.columns.name')}</th>
              <th scope="col">{t('adminMembers.columns.email')}</th>
              <th scope="col">{t('adminMembers.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>{member.id}</td>
                <td>
                  <Link to={`/admin/members/${member.id}`}>{member.name ?? `#${member.id}`}</Link>{' '}
                  {member.fictional && <Badge bg="secondary">{t('adminMembers.fictional')}</Badge>}
                </td>
                <td className="text-break">{member.email}</td>
                <td>{t(`adminMembers.statuses.${member.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

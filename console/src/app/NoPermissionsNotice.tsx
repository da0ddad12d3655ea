/**
 * What a user without any permission sees on Home (issue 18): not an empty page but why, and whom to
 * ask — the company's administrators by name (GET auth/admins). If they cannot be listed, it still
 * says to ask an administrator.
 */
import styled from 'styled-components';
import { NO_PERMISSIONS_TEXT } from '@atoll/contract';
import { Skeleton } from '@atoll/ui-kit';
import { useCompanyAdminsQuery } from '#api/authApi.ts';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.size.lg}; }
  p, ul { margin: 0; }
  ul { padding-left: ${({ theme }) => theme.space.lg}; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export function NoPermissionsNotice() {
  const { data: admins, isError } = useCompanyAdminsQuery();
  return (
    <Panel aria-labelledby="no-permissions-title">
      <h2 id="no-permissions-title">{NO_PERMISSIONS_TEXT.title}</h2>
      {isError || admins?.length === 0 ? (
        <p>{NO_PERMISSIONS_TEXT.askAdministrator}</p>
      ) : (
        <>
          <p>{NO_PERMISSIONS_TEXT.body}</p>
          {admins ? (
            <ul aria-label="Administrators">
              {admins.map((admin) => (
                <li key={admin.id}>
                  {admin.name}
                  {admin.designation && <Muted> · {admin.designation}</Muted>}
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton shape="text" width="60%" />
          )}
        </>
      )}
      <p>{NO_PERMISSIONS_TEXT.after}</p>
    </Panel>
  );
}

/**
 * A user's Permissions tab (spec sections 2 and 6): the catalogue grouped by
 * group, a switch per permission; owner-level ones shown but locked; facility
 * ones limited to chosen facilities. An edit shows the save bar; Save sends the
 * whole map to auth/permissions/update.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { MSG, type PermissionDefinition, type PermissionGrant, type PermissionsMap, type User } from '@atoll/contract';
import { Form, FormSaveBar, Switch, showToast, useKitField } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { useFacilityChoicesQuery, usePermissionCatalogueQuery, useUpdatePermissionsMutation } from './api';
import { FacilityScope, type FacilityOption } from './FacilityScope';
import { grantedOnly, isFacilityScoped, isOwnerLevel, sameGrant } from './permissionRules';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

interface PermissionValues {
  permissions: PermissionsMap;
}

const NO_FACILITIES: readonly FacilityOption[] = [];

export const OWNER_LEVEL_NOTE = 'Owner-level: cannot be changed';

const GroupBox = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

interface PermissionFieldProps {
  definition: PermissionDefinition;
  user: User;
  /** The company's facilities (GET facilities/selectors/names), for facility-scoped permissions. */
  facilities: readonly FacilityOption[];
  facilitiesLoading: boolean;
}

function PermissionField({ definition, user, facilities, facilitiesLoading }: PermissionFieldProps) {
  const { input, fieldState } = useKitField<PermissionGrant | undefined>(`permissions.${definition.key}`, { isEqual: sameGrant });
  const locked = isOwnerLevel(definition, user);
  const grant = input.value || undefined;
  return (
    <div>
      <Switch
        isSelected={grant !== undefined}
        isDisabled={locked}
        onChange={(on) => input.onChange(on ? { objects: 'all' } : undefined)}
        description={locked ? `${definition.description}. ${OWNER_LEVEL_NOTE}` : definition.description}
        isInvalid={fieldState.isInvalid}
        errorMessage={fieldState.errorMessage}
      >
        {definition.name}
      </Switch>
      {grant && isFacilityScoped(definition) && (
        <FacilityScope
          label={definition.name}
          grant={grant}
          facilities={facilities}
          isLoading={facilitiesLoading}
          onChange={input.onChange}
          isDisabled={locked}
        />
      )}
    </div>
  );
}

export function UserPermissionsForm({ user }: { user: User }) {
  const { data: catalogue, error, isLoading, isFetching, refetch } = usePermissionCatalogueQuery();
  const [updatePermissions] = useUpdatePermissionsMutation();
  // A failed list leaves 'All facilities' as the only choice (the note says so).
  const { data: facilities = NO_FACILITIES, isLoading: facilitiesLoading } = useFacilityChoicesQuery();
  const initialValues = useMemo<PermissionValues>(() => ({ permissions: user.permissions }), [user.permissions]);

  if (isLoading) return <PageLoading label="Loading permissions" />;
  if (error || !catalogue) return <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />;

  const onSubmit = async ({ permissions }: PermissionValues) => {
    await updatePermissions({ user_id: user.id, permissions: grantedOnly(permissions) }).unwrap();
    showToast({ title: MSG.successfullyUpdated, tone: 'success' });
  };

  return (
    <Form<PermissionValues> initialValues={initialValues} onSubmit={onSubmit} aria-label="Permissions">
      {catalogue.map((group) => (
        <GroupBox key={group.group}>
          <legend>{group.group}</legend>
          {group.permissions.map((definition) => (
            <PermissionField key={definition.key} definition={definition} user={user} facilities={facilities} facilitiesLoading={facilitiesLoading} />
          ))}
        </GroupBox>
      ))}
      <FormSaveBar />
    </Form>
  );
}

/**
 * The facilities a facility-scoped permission covers (spec section 6): 'All
 * facilities' (select-all: `objects: 'all'`, facilities added later included) plus
 * one checkbox per facility of the company (GET facilities/selectors/names).
 * Unticking one while 'All facilities' is on keeps the others; with no facilities
 * 'All facilities' is the only choice.
 */
import styled from 'styled-components';
import type { PermissionGrant } from '@atoll/contract';
import { Checkbox } from '@atoll/ui-kit';

export interface FacilityOption {
  id: number;
  name: string;
}

export interface FacilityScopeProps {
  /** Names the group, e.g. the permission's name. */
  label: string;
  grant: PermissionGrant;
  /** Facilities to choose from. */
  facilities: readonly FacilityOption[];
  onChange: (grant: PermissionGrant) => void;
  isDisabled?: boolean;
  /** The facility list is still loading: no note about having none. */
  isLoading?: boolean;
}

export const ALL_FACILITIES = 'All facilities';
export const NO_FACILITIES_NOTE = 'Facilities can be chosen one by one once the property has facilities; until then the permission covers all facilities.';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function FacilityScope({ label, grant, facilities, onChange, isDisabled = false, isLoading = false }: FacilityScopeProps) {
  const chosen = grant.objects === 'all' ? null : new Set(grant.objects);
  const known = new Set(facilities.map((f) => f.id));
  // Ids the user holds that are not on the list (e.g. granted before facilities could be listed).
  const unlisted = chosen ? [...chosen].filter((id) => !known.has(id)).length : 0;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen ?? facilities.map((f) => f.id));
    if (on) next.add(id);
    else next.delete(id);
    onChange({ objects: [...next] });
  };

  return (
    <Group role="group" aria-label={`${label}: facilities`}>
      <Checkbox
        isSelected={chosen === null}
        isIndeterminate={chosen !== null && chosen.size > 0}
        // With nothing else to choose, 'All facilities' cannot be taken back.
        isDisabled={isDisabled || isLoading || (chosen === null && facilities.length === 0)}
        onChange={(on) => onChange({ objects: on ? 'all' : [] })}
      >
        {ALL_FACILITIES}
      </Checkbox>
      {facilities.map((facility) => (
        <Checkbox key={facility.id} isSelected={chosen === null || chosen.has(facility.id)} isDisabled={isDisabled} onChange={(on) => toggle(facility.id, on)}>
          {facility.name}
        </Checkbox>
      ))}
      {unlisted > 0 && <Note>Limited to {unlisted === 1 ? '1 facility' : `${unlisted} facilities`}.</Note>}
      {!isLoading && facilities.length === 0 && <Note>{NO_FACILITIES_NOTE}</Note>}
    </Group>
  );
}

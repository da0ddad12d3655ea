import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from './Skeleton';

export interface DrawerSkeletonProps {
  /** What is loading, e.g. 'Loading facility'. @default MSG.loading ('Loading') */
  label?: string;
  /** Placeholder form fields. @default 4 */
  fields?: number;
  /** Draw a row of tabs above the fields. @default true */
  withTabs?: boolean;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The loading state of a drawer's body (the Drawer keeps its real title and close button): tabs and form fields. */
export function DrawerSkeleton({ label, fields = 4, withTabs = true }: DrawerSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Stack aria-hidden="true">
        {withTabs && (
          <Tabs>
            {[64, 72, 56].map((width) => (
              <Skeleton key={width} width={width} height={14} />
            ))}
          </Tabs>
        )}
        {Array.from({ length: fields }, (_, index) => (
          <Field key={index}>
            <Skeleton width={index % 2 ? 96 : 120} height={12} />
            <Skeleton height={index === fields - 1 ? 96 : 40} shape="block" />
          </Field>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

import styled from 'styled-components';
import { LAYOUT } from '@atoll/contract';
import { CardGrid } from '../CardGrid';
import { Skeleton, SkeletonRegion } from './Skeleton';

export interface CardGridSkeletonProps {
  /** What is loading, e.g. 'Loading facilities'. @default MSG.loading ('Loading') */
  label?: string;
  /** Placeholder cards. @default 4 */
  count?: number;
  /** Draw a cover area, as cards with images do. @default true */
  withCover?: boolean;
}

// The same frame as Card (border, radius, elevation, 160 px cover, padding) so nothing jumps when the cards arrive.
const CardFrame = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${LAYOUT.cardMaxWidth}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

/** The loading state of a card grid screen: placeholder cards laid out by the real CardGrid. */
export function CardGridSkeleton({ label, count = 4, withCover = true }: CardGridSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <div aria-hidden="true">
        <CardGrid>
          {Array.from({ length: count }, (_, index) => (
            <CardFrame key={index}>
              {withCover && <Skeleton height={160} shape="block" />}
              <Body>
                <Skeleton width={index % 2 ? '55%' : '70%'} height={18} />
                <Skeleton width="40%" height={12} />
                <Skeleton width={72} height={20} shape="pill" />
              </Body>
            </CardFrame>
          ))}
        </CardGrid>
      </div>
    </SkeletonRegion>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { MSG } from '@atoll/contract';

export interface SkeletonProps {
  /** CSS width, e.g. 120 or '60%'. @default '100%' */
  width?: number | string;
  /** CSS height, e.g. 16 or '1em'. @default '1em' */
  height?: number | string;
  /** Corner shape: a text bar, a block (cover image, input), a pill (badge, button) or a circle (avatar). @default 'text' */
  shape?: 'text' | 'block' | 'pill' | 'circle';
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** Placeholders are decoration: the region around them (SkeletonRegion) carries the loading state. */
const Bone = styled.span`
  display: block;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.xs};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.skeleton} 0%,
      ${({ theme }) => theme.color.skeletonHighlight} 50%,
      ${({ theme }) => theme.color.skeleton} 100%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.6s ${({ theme }) => theme.motion.easing} infinite;
  &[data-shape='block'] { border-radius: ${({ theme }) => theme.radii.sm}; }
  &[data-shape='pill'] { border-radius: ${({ theme }) => theme.radii.pill}; }
  &[data-shape='circle'] { border-radius: 50%; }
  /* Motion can make people unwell: the placeholder holds still and says "loading" by its shape alone. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.skeleton};
  }
`;

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** One grey placeholder shape standing in for content that is loading. Hidden from assistive tech. */
export function Skeleton({ width = '100%', height = '1em', shape = 'text' }: SkeletonProps) {
  const style: CSSProperties = { width: toCss(width), height: toCss(height) };
  return <Bone aria-hidden="true" data-shape={shape} style={style} />;
}

export interface SkeletonTextProps {
  /** Number of lines. @default 3 */
  lines?: number;
  /** Width of the last line, so the block reads as a paragraph. @default '60%' */
  lastLineWidth?: number | string;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A paragraph of placeholder lines at body size. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%' }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={12} width={index === lines - 1 && lines > 1 ? lastLineWidth : '100%'} />
      ))}
    </Lines>
  );
}

export interface SkeletonRegionProps {
  /** What is loading, read by screen readers, e.g. 'Loading facilities'. @default MSG.loading ('Loading') */
  label?: string;
  /** The placeholder shapes. */
  children: ReactNode;
  className?: string;
}

/**
 * The accessible frame around placeholders: an indeterminate progress bar named after what is
 * loading, and aria-busy, so a screen reader hears "Loading facilities, busy" once instead of a
 * series of empty shapes. The same role and name as LoadingSpinner, so a test that waits for
 * 'Loading' works whichever one a screen shows.
 */
export function SkeletonRegion({ label = MSG.loading, children, className }: SkeletonRegionProps) {
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" className={className}>
      {children}
    </div>
  );
}

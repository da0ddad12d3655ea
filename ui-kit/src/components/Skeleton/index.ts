export { Skeleton, SkeletonText, SkeletonRegion, type SkeletonProps, type SkeletonTextProps, type SkeletonRegionProps } from './Skeleton';
export { CardGridSkeleton, type CardGridSkeletonProps } from './CardGridSkeleton';
export { TableSkeleton, type TableSkeletonProps } from './TableSkeleton';
export { DrawerSkeleton, type DrawerSkeletonProps } from './DrawerSkeleton';

export { type TableCardRole } from './cardLayout';
export { Table, type TableColumn, type TableProps, type LocalPagination, type ServerPagination } from './Table';
export { TablePagination, type TablePaginationProps } from './TablePagination';
export { toOrderBy, toSortDescriptor, sortRows } from './ordering';

export { Pagination, paginationLabels, type PaginationProps } from './Pagination';
export { paginationRange, type PaginationItem } from './paginationRange';

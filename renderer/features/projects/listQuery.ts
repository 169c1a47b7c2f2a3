// The projects list's filters as the address holds them (?q=&status=&customer=&sort=&page=), and the
// server query they make. Pure and small: the router's lazy screen loader also uses it to ask for the
// first page while the screen's code is still loading (listPrefetch.ts).
import type { ProjectListQuery, ProjectListSort } from '../../api/types';

export const PAGE_SIZE = 25;
export const SORTS: readonly ProjectListSort[] = [
  '-updated',
  'updated',
  '-created',
  'created',
  'des',
  '-des',
  'customer',
  '-customer',
  'status',
  '-status',
  '-id',
  'id',
];

export interface ListFilters {
  text: string;
  status: string;
  customer: string;
  sort: ProjectListSort;
  page: number;
}

export function filtersFromParams(params: URLSearchParams): ListFilters {
  const sort = params.get('sort') as ProjectListSort | null;
  return {
    text: params.get('q') ?? '',
    status: params.get('status') ?? '',
    customer: params.get('customer') ?? '',
    sort: sort && SORTS.includes(sort) ? sort : '-updated',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

export function listQuery({ text, status, customer, sort, page }: ListFilters): ProjectListQuery {
  return {
    ...(text.trim() ? { text: text.trim() } : {}),
    ...(status ? { status } : {}),
    ...(customer.trim() ? { customer: customer.trim() } : {}),
    sort,
    page,
    pageSize: PAGE_SIZE,
  };
}

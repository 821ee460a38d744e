import { useState } from 'react';
import type { Entity } from '../../dataProvider/entities';
import { useEntityPage } from '../../dataProvider/entities.queries';
import {
  ENTITY_DEFAULT_PAGE_SIZE,
  ENTITY_DEFAULT_SORT,
  SPECIFIC_SORT,
  type EntitySort,
  type EntityTypes,
} from '../../../common/entityRules';

export interface EntityListState {
  rows: Entity[];
  total: number;
  failed: boolean;
  page: number;
  perPage: number;
  sort: EntitySort;
  order: 1 | -1;
  setPage(page: number): void;
  setPerPage(size: number): void;
  setSort(sort: EntitySort): void;
  setOrder(order: 1 | -1): void;
}

/** A page of a metaverse's entities with the §9 page sizes and sorts (default Name ascending, 25). */
export function useEntityList(
  domain: string,
  types: EntityTypes,
  when?: 'upcoming' | 'past',
): EntityListState {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(ENTITY_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<EntitySort>(ENTITY_DEFAULT_SORT);
  const [order, setOrder] = useState<1 | -1>(1);
  const list = useEntityPage(domain, types, when, {
    first: page * perPage,
    count: perPage,
    order,
    specific_sort: SPECIFIC_SORT[sort],
  });
  return {
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    failed: list.isError,
    page,
    perPage,
    sort,
    order,
    setPage,
    setPerPage: (size) => {
      setPerPage(size);
      setPage(0);
    },
    setSort,
    setOrder,
  };
}

import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Entity } from '../../dataProvider/entities';
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
  reload(): Promise<void>;
}

/** A page of a metaverse's entities with the §9 page sizes and sorts (default Name ascending, 25). */
export function useEntityList(
  domain: string,
  types: EntityTypes,
  when?: 'upcoming' | 'past',
): EntityListState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [rows, setRows] = useState<Entity[]>([]);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(ENTITY_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<EntitySort>(ENTITY_DEFAULT_SORT);
  const [order, setOrder] = useState<1 | -1>(1);
  const reload = useCallback(
    () =>
      Promise.all([
        dataProvider.listEntities(domain, types, {
          first: page * perPage,
          count: perPage,
          order,
          specific_sort: SPECIFIC_SORT[sort],
          ...(when && { when }),
        }),
        dataProvider.countEntities(domain, types, when),
      ]).then(
        ([list, count]) => {
          setRows(list);
          setTotal(count);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [dataProvider, domain, types, when, page, perPage, order, sort],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return {
    rows,
    total,
    failed,
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
    reload,
  };
}

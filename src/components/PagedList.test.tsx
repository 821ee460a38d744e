// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listRules } from '../lib/listState';
import { PagedList, useListState } from './PagedList';

afterEach(cleanup);

type Sort = 'name' | 'updated';
const RULES = listRules<Sort>({ name: 1, updated: -1 }, 'name', {
  pageSizes: [10, 25, 50],
  defaultPer: 10,
});
const labels = {
  search: 'Search things',
  sortBy: 'Sort by',
  order: 'Order',
  ascending: 'Ascending',
  descending: 'Descending',
  perPage: 'Per page',
  sortButton: (heading: string) => `Sort by ${heading}`,
};
interface Thing {
  id: string;
  name: string;
}
const columns = [
  { heading: 'Name', sortField: 'name', cell: (thing: Thing) => thing.name },
  { heading: 'Updated', sortField: 'updated', cell: () => 'today' },
];

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{pathname + search}</p>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function List({ rows, failed = false, instead }: { rows?: Thing[]; failed?: boolean; instead?: string }) {
  const list = useListState(RULES);
  return (
    <PagedList
      list={list}
      sorts={[
        ['name', 'Name'],
        ['updated', 'Updated'],
      ]}
      labels={labels}
      rows={rows}
      total={rows?.length ?? 0}
      failed={failed}
      failedText="The things could not be loaded."
      columns={columns}
      rowKey={(thing) => thing.id}
      label="Things"
      empty="No thing matches."
      pagerLabel="Thing pages"
      instead={instead}
    />
  );
}

function renderAt(url: string, props: Parameters<typeof List>[0]) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/things"
          element={
            <>
              <List {...props} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PagedList', () => {
  it('holds the table’s place with a placeholder row for each row of the page while it loads', () => {
    renderAt('/things?per=25', {});
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    // The heading row and 25 placeholder rows; no pager until the rows are here.
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(26);
    expect(screen.queryByRole('navigation', { name: 'Thing pages' })).toBeNull();
  });

  it('shows the rows and the pager once loaded, and the empty text when none matches', () => {
    renderAt('/things', { rows: [{ id: '1', name: 'Anvil' }] });
    expect(screen.getByRole('cell', { name: 'Anvil' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Thing pages' })).toBeTruthy();
    cleanup();
    renderAt('/things?q=zz', { rows: [] });
    expect(screen.getByText('No thing matches.')).toBeTruthy();
  });

  it('says when the rows could not be loaded, and shows what stands instead of an empty list', () => {
    renderAt('/things', { failed: true });
    expect(screen.getByRole('alert').textContent).toBe('The things could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderAt('/things', { rows: [], instead: 'Nothing here yet.' });
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts by a heading in the order that sort starts in, turns it round on a second choice, from the first row', () => {
    renderAt('/things?first=20', { rows: [{ id: '1', name: 'Anvil' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Updated' }));
    // Updated starts newest first; the list's default order is its default sort's (Name, A to Z).
    expect(screen.getByTestId('where').textContent).toBe('/things?sort=updated&order=-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Updated' }));
    expect(screen.getByTestId('where').textContent).toBe('/things?sort=updated');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(screen.getByTestId('where').textContent).toBe('/things');
  });

  it('keeps the page’s other values in the address, and each change is a step Back undoes', () => {
    renderAt('/things?when=past&first=20', { rows: [{ id: '1', name: 'Anvil' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Updated' }));
    expect(screen.getByTestId('where').textContent).toBe('/things?when=past&sort=updated&order=-1');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/things?when=past&first=20');
  });
});

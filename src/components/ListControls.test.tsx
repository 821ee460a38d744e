// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListControls } from './ListControls';

afterEach(cleanup);

const labels = {
  search: 'Search agents',
  sortBy: 'Sort by',
  order: 'Order',
  ascending: 'Ascending',
  descending: 'Descending',
  perPage: 'Per page',
};

function renderControls(go = vi.fn(), q = '') {
  render(
    <ListControls
      state={{ q, sort: 'name' as 'name' | 'updated', order: 1, per: 25 }}
      sorts={[
        ['name', 'Name'],
        ['updated', 'Updated'],
      ]}
      pageSizes={[10, 25, 50]}
      labels={labels}
      go={go}
    />,
  );
  return go;
}

describe('ListControls', () => {
  it('searches on Enter from the first row, trimmed', () => {
    const go = renderControls();
    const box = screen.getByRole('textbox', { name: 'Search agents' });
    fireEvent.change(box, { target: { value: '  star  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(go).toHaveBeenCalledWith({ q: 'star', first: 0 });
  });

  it('searches when the box is left with a changed word, and not when it is unchanged', () => {
    const go = renderControls(vi.fn(), 'star');
    const box = screen.getByRole('textbox', { name: 'Search agents' });
    fireEvent.blur(box);
    expect(go).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'gazer' } });
    fireEvent.blur(box);
    expect(go).toHaveBeenCalledWith({ q: 'gazer', first: 0 });
  });

  it('chooses a page size from the sizes offered, from the first row', () => {
    const go = renderControls();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(go).toHaveBeenCalledWith({ per: 50, first: 0 });
  });

  it('is a named search region', () => {
    renderControls();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('has no search box, and is no search form, without a search label', () => {
    const { search: _search, ...withoutSearch } = labels;
    render(
      <ListControls
        state={{ q: '', sort: 'name', order: 1, per: 25 }}
        sorts={[['name', 'Name']]}
        pageSizes={[10, 25]}
        labels={withoutSearch}
        go={vi.fn()}
      />,
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { saveCsv } from './download';
import { Pager } from './Pager';
import { COMPONENT_TEXTS } from './texts';

afterEach(cleanup);

const button = (nav: HTMLElement, name: string) =>
  within(nav).getByRole<HTMLButtonElement>('button', { name });

describe('Pager', () => {
  it('labels the range shown and moves by one page', () => {
    const onChange = vi.fn();
    render(<Pager label="Pages" first={30} count={30} total={1234} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('31–60 of 1234');

    fireEvent.click(button(nav, COMPONENT_TEXTS.next));
    fireEvent.click(button(nav, COMPONENT_TEXTS.prev));
    fireEvent.click(button(nav, COMPONENT_TEXTS.first));
    expect(onChange.mock.calls).toEqual([[60], [0], [0]]);
  });

  it('disables First and Prev on the first page and Next on the last', () => {
    const { rerender } = render(<Pager label="Pages" first={0} count={30} total={31} onChange={vi.fn()} />);
    let nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(button(nav, COMPONENT_TEXTS.first).disabled).toBe(true);
    expect(button(nav, COMPONENT_TEXTS.prev).disabled).toBe(true);
    expect(button(nav, COMPONENT_TEXTS.next).disabled).toBe(false);

    rerender(<Pager label="Pages" first={30} count={30} total={31} onChange={vi.fn()} />);
    nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('31–31 of 31');
    expect(button(nav, COMPONENT_TEXTS.prev).disabled).toBe(false);
    expect(button(nav, COMPONENT_TEXTS.next).disabled).toBe(true);
  });

  it('says "0 of N" when nothing is shown', () => {
    const { rerender } = render(<Pager label="Pages" first={0} count={30} total={0} onChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('0 of 0');
    rerender(<Pager label="Pages" first={60} count={30} total={45} onChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('0 of 45');
  });
});

describe('DataTable', () => {
  const columns = [{ heading: 'Name', cell: (row: { name: string }) => row.name }];

  it('shows a heading row and one row per item, named by its section heading', () => {
    render(
      <>
        <h2 id="people">People</h2>
        <DataTable
          rows={[{ name: 'Ann' }, { name: 'Ben' }]}
          columns={columns}
          rowKey={(row) => row.name}
          labelledBy="people"
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty text instead of a table when there are no rows', () => {
    const { rerender } = render(<DataTable rows={[]} columns={columns} rowKey={(row) => row.name} />);
    expect(screen.getByText(COMPONENT_TEXTS.empty)).toBeTruthy();
    rerender(<DataTable rows={[]} columns={columns} rowKey={(row) => row.name} empty="No people yet." />);
    expect(screen.getByText('No people yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a row by click, Enter or Space when rows are clickable', () => {
    const opened = vi.fn();
    render(
      <DataTable
        rows={[{ name: 'Ann' }, { name: 'Ben' }]}
        columns={columns}
        rowKey={(row) => row.name}
        onRowClick={opened}
        rowLabel={(row) => `Edit ${row.name}`}
      />,
    );
    const ben = screen.getByRole('row', { name: 'Edit Ben' });
    expect(ben.getAttribute('tabindex')).toBe('0');
    fireEvent.click(ben);
    fireEvent.keyDown(screen.getByRole('row', { name: 'Edit Ann' }), { key: 'Enter' });
    fireEvent.keyDown(ben, { key: ' ' });
    fireEvent.keyDown(ben, { key: 'a' });
    expect(opened.mock.calls).toEqual([[{ name: 'Ben' }], [{ name: 'Ann' }], [{ name: 'Ben' }]]);
  });
});

describe('saveCsv', () => {
  it('clicks a temporary link to the CSV under the file name, then frees the URL', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        attached: this.isConnected,
      });
    });
    try {
      saveCsv('id\nu1\n', 'users.csv');
      const blob = created.mock.calls[0][0] as Blob;
      expect(blob.type).toBe('text/csv;charset=utf-8');
      expect(await blob.text()).toBe('id\nu1\n');
      expect(clicks).toEqual([{ href: 'blob:csv', download: 'users.csv', attached: true }]);
      expect(document.querySelector('a[download]')).toBeNull();
      await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:csv'));
    } finally {
      created.mockRestore();
      revoked.mockRestore();
      click.mockRestore();
    }
  });
});

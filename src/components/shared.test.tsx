// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { FileButton } from './FileButton';
import { PageProblem } from './PageProblem';
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
    expect(within(nav).getByRole('status').textContent).toBe('31–60 of 1,234');

    fireEvent.click(button(nav, COMPONENT_TEXTS.next));
    fireEvent.click(button(nav, COMPONENT_TEXTS.prev));
    fireEvent.click(button(nav, COMPONENT_TEXTS.first));
    expect(onChange.mock.calls).toEqual([[60], [0], [0]]);
  });

  it('hands Next and Prev the cursors of the list, and First none', () => {
    const onChange = vi.fn();
    const cursors = { next: 'after-60', prev: 'before-60' };
    render(<Pager label="Pages" first={60} count={30} total={1234} onChange={onChange} cursors={cursors} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(button(nav, COMPONENT_TEXTS.next));
    fireEvent.click(button(nav, COMPONENT_TEXTS.prev));
    fireEvent.click(button(nav, COMPONENT_TEXTS.first));
    expect(onChange.mock.calls).toEqual([[90, 'after-60'], [30, 'before-60'], [0]]);
  });

  it('goes back to the first page without a cursor', () => {
    const onChange = vi.fn();
    const cursors = { next: 'n', prev: 'p' };
    render(<Pager label="Pages" first={30} count={30} total={99} onChange={onChange} cursors={cursors} />);
    fireEvent.click(button(screen.getByRole('navigation', { name: 'Pages' }), COMPONENT_TEXTS.prev));
    expect(onChange.mock.calls).toEqual([[0]]);
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

  it('says "of more than N" when the count stopped there, and follows the cursor for Next', () => {
    const onChange = vi.fn();
    const cursors = { next: 'after-1020', prev: 'before-991' };
    const { rerender } = render(
      <Pager
        label="Pages"
        first={990}
        count={30}
        total={1000}
        onChange={onChange}
        cursors={cursors}
        capped={{ shown: 30 }}
      />,
    );
    let nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('991–1,020 of more than 1,000');
    expect(button(nav, COMPONENT_TEXTS.next).disabled).toBe(false);
    fireEvent.click(button(nav, COMPONENT_TEXTS.next));
    expect(onChange.mock.calls).toEqual([[1020, 'after-1020']]);

    rerender(
      <Pager
        label="Pages"
        first={1020}
        count={30}
        total={1000}
        onChange={onChange}
        cursors={{ next: null, prev: 'before-1021' }}
        capped={{ shown: 7 }}
      />,
    );
    nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('1,021–1,027 of more than 1,000');
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

  it('holds its place with busy placeholder rows while the first rows load, then shows the rows', () => {
    const { container, rerender } = render(
      <DataTable rows={[]} columns={columns} rowKey={(row) => row.name} label="People" placeholderRows={5} />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.queryByText(COMPONENT_TEXTS.empty)).toBeNull();
    rerender(
      <DataTable
        rows={[{ name: 'Ann' }]}
        columns={columns}
        rowKey={(row) => row.name}
        label="People"
        placeholderRows={5}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBeNull();
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeTruthy();
  });

  it('keeps the heading row when asked, with the empty text in one row or no row at all', () => {
    const { rerender } = render(
      <DataTable rows={[]} columns={columns} rowKey={(row) => row.name} label="People" keepHeadings />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: COMPONENT_TEXTS.empty })).toBeTruthy();
    rerender(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(row) => row.name}
        label="People"
        keepHeadings
        empty={null}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')).toHaveLength(1);
  });

  it('turns the headings of sortable columns into sort buttons showing the current order', () => {
    const onSort = vi.fn();
    const people = [
      { name: 'Ann', age: 30 },
      { name: 'Ben', age: 4 },
    ];
    render(
      <DataTable
        label="People"
        rows={people}
        rowKey={(row) => row.name}
        columns={[
          { heading: 'Name', sortField: 'name', cell: (row) => row.name },
          { heading: 'Age', sortField: 'age', align: 'right', cell: (row) => row.age },
          { heading: 'Open', hideHeading: true, narrow: true, cell: (row) => `open ${row.name}` },
        ]}
        sort={{ field: 'age', direction: 'desc', onSort, buttonLabel: (heading) => `Sort by ${heading}` }}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by Age' }));
    expect(onSort.mock.calls).toEqual([['name'], ['age']]);
    const age = within(table).getByRole('columnheader', { name: /Age/ });
    expect(age.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();
    // A hidden heading still names its column for screen readers.
    expect(within(table).getByRole('columnheader', { name: 'Open' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Sort by Open' })).toBeNull();
  });

  it('opens a row on a click anywhere in it when rows open records', () => {
    const opened = vi.fn();
    render(
      <DataTable
        rows={[{ name: 'Ann' }, { name: 'Ben' }]}
        columns={columns}
        rowKey={(row) => row.name}
        label="People"
        onRowClick={opened}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Ben' }));
    expect(opened).toHaveBeenCalledWith({ name: 'Ben' });
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

describe('ConfirmDialog', () => {
  const open = (onConfirm: () => unknown, onClose = vi.fn()) =>
    render(
      <ConfirmDialog open title="Delete it?" confirmLabel="Delete" onClose={onClose} onConfirm={onConfirm}>
        <p>It goes for good.</p>
      </ConfirmDialog>,
    );

  it('stays open with the server’s reason when the action is refused, and can be tried again', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'Only the owner may do that.'))
      .mockResolvedValueOnce(undefined);
    open(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only the owner may do that.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('says it in its own words when no answer came (never the browser’s text)', async () => {
    open(() => Promise.reject(new ApiError(0, 'Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COMPONENT_TEXTS.actionFailed);
  });

  it('disables its buttons while the action runs', async () => {
    let finish!: () => void;
    open(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: COMPONENT_TEXTS.cancel }).disabled).toBe(
      true,
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(false),
    );
  });
});

describe('FileButton', () => {
  it('is a real button that opens its hidden file input, which Tab skips', () => {
    const onChange = vi.fn();
    render(
      <FileButton accept="image/*" inputId="picked" onChange={onChange}>
        Upload
      </FileButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    expect(button.tagName).toBe('BUTTON');
    const input = document.getElementById('picked') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.tabIndex).toBe(-1);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.change(input);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('PageProblem', () => {
  it('shows the reason in an error alert as the page’s level-one heading', () => {
    render(<PageProblem>Domain is invalid</PageProblem>);
    expect(screen.getByRole('heading', { level: 1, name: 'Domain is invalid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Domain is invalid');
  });
});

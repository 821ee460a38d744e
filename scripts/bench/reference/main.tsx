/**
 * The benches' reference: a stock react-admin app with one list, as react-admin's documentation writes it
 * (`<Admin>` with its default layout, theme, router and translations, one `<Resource>` with a `<Datagrid>`), showing
 * what the console's `/admin/users` shows first: the newest 30 users. Its data provider reads this product's API
 * with the console's session (the cookies the sign-in set, and the account and product headers the console's
 * client sends, owner-console.md §7). Built and served by `serve.ts`; never part of the console's build.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  DateField,
  List,
  Resource,
  TextField,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import { COOKIE_NAMES, parseCookies } from '../../../common/cookies.ts';

/** The session headers, as the console's client sends them (its token goes in its HttpOnly cookie). */
function sessionHeaders(): Record<string, string> {
  const cookies = parseCookies(document.cookie);
  const headers: Record<string, string> = {};
  const account = cookies.get(COOKIE_NAMES.account);
  const product = cookies.get(COOKIE_NAMES.product);
  if (account) headers['x-account'] = account;
  if (product) headers['x-product'] = product;
  return headers;
}

async function getList<RecordType extends RaRecord>(
  resource: string,
  { pagination = { page: 1, perPage: 10 }, sort }: GetListParams,
): Promise<GetListResult<RecordType>> {
  const query = new URLSearchParams({
    first: String((pagination.page - 1) * pagination.perPage),
    count: String(pagination.perPage),
    sort: sort?.field || 'timestamp',
    order: sort?.order === 'ASC' ? '1' : '-1',
  });
  const reply = await fetch(`/v2/admin/${resource}?${query}`, { headers: sessionHeaders() });
  if (!reply.ok) throw new Error(`${reply.status} ${await reply.text()}`);
  const { documents, total } = (await reply.json()) as { documents: RecordType[]; total: number };
  return { data: documents, total };
}

const notUsed = () => Promise.reject(new Error('Not used by the reference.'));

const dataProvider: DataProvider = {
  getList,
  getOne: notUsed,
  getMany: notUsed,
  getManyReference: notUsed,
  update: notUsed,
  updateMany: notUsed,
  create: notUsed,
  delete: notUsed,
  deleteMany: notUsed,
};

const UserList = () => (
  <List perPage={30} sort={{ field: 'timestamp', order: 'DESC' }}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="name" />
      <DateField source="timestamp" showTime />
    </Datagrid>
  </List>
);

const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="users" list={UserList} />
  </Admin>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

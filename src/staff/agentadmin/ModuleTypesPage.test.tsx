// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEXTS } from '../../components/texts';
import type { ModuleType } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { ModuleTypesPage } from './ModuleTypesPage';
import { Toasts } from '../../layout/Toasts';
import { AGENT_ADMIN_TEXTS as T } from './texts';

const session = vi.hoisted(() => ({ user: { id: 'staff-1', permissions: ['superuser'] as string[] } }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

afterEach(cleanup);

const HOBBY: ModuleType = {
  _id: 'hobby',
  display_name: 'Hobby',
  ai_prompt: 'Hobbies:',
  cost_mc: 30,
  max_usage: 3,
  triggers_faceprompt: false,
  iconblob_url: '',
  modules: [{ _id: 'hobby-1', value: 'Astronomy : Knows the stars' }],
};

const open = (
  url: string,
  saveModuleType = vi.fn().mockImplementation((body: object) => Promise.resolve(body)),
) => {
  const dataProvider = {
    listModuleTypes: vi.fn().mockResolvedValue([HOBBY]),
    getModuleType: vi.fn().mockResolvedValue(HOBBY),
    saveModuleType,
  };
  renderPage(
    <>
      <ModuleTypesPage />
      <Toasts />
    </>,
    { path: routes.adminAgentModules, url, dataProvider },
  );
  return dataProvider;
};

describe('Manage Modules', () => {
  it('offers the module types and <new...>, which opens an empty form', async () => {
    open(paths.admin.agentModules());
    expect(await screen.findByText(T.chooseType)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.moduleType }));
    expect(screen.getByRole('option', { name: 'Hobby (hobby)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: T.newType }));
    expect(await screen.findByRole('textbox', { name: 'Module type ID' })).toHaveProperty('value', '');
    expect(screen.getByText(T.saveTypeFirst)).toBeTruthy();
  });

  it('refuses a bad module line by its number and saves good lines after the stored modules', async () => {
    const dataProvider = open(paths.admin.agentModules('hobby'));
    const area = await screen.findByRole('textbox', { name: T.addModules });
    fireEvent.change(area, { target: { value: 'Sailing : Loves the sea\nno prompt' } });
    fireEvent.click(screen.getByRole('button', { name: T.addModulesButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Line 2: write the module as 'Display Name : AI Prompt'.",
    );
    expect(dataProvider.saveModuleType).not.toHaveBeenCalled();
    fireEvent.change(area, { target: { value: 'Sailing : Loves the sea\n\nCooking:Recipes' } });
    fireEvent.click(screen.getByRole('button', { name: T.addModulesButton }));
    await waitFor(() =>
      expect(dataProvider.saveModuleType).toHaveBeenCalledWith({
        _id: 'hobby',
        display_name: 'Hobby',
        ai_prompt: 'Hobbies:',
        cost_mc: 30,
        max_usage: 3,
        triggers_faceprompt: false,
        modules: [
          { _id: 'hobby-1', value: 'Astronomy : Knows the stars' },
          { _id: 'hobby-2', value: 'Sailing : Loves the sea' },
          { _id: 'hobby-3', value: 'Cooking : Recipes' },
        ],
      }),
    );
    expect(await screen.findByText(T.modulesAdded(2))).toBeTruthy();
  });

  it('shows a reader without admin_edit_all_agents the type, and why it cannot be changed', async () => {
    session.user = { id: 'staff-1', permissions: ['administrator', 'admin_agents'] };
    open(paths.admin.agentModules('hobby'));
    expect(await screen.findByText(/Astronomy : Knows the stars/)).toBeTruthy();
    expect(
      screen.getByText(COMPONENT_TEXTS.needsPermission(T.editPermission, 'admin_edit_all_agents')),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: T.addModules })).toBeNull();
    expect(screen.queryByRole('button', { name: T.uploadIcon })).toBeNull();
  });
});

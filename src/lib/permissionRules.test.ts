import { describe, expect, it } from 'vitest';
import {
  canEditPermission,
  currencyLabel,
  PERMISSION_RULE_TEXTS,
  permissionEditRefusal,
  permissionsRefusal,
  CURRENCY_AMOUNTS,
  metacoinText,
  slotNumber,
  togglePermission,
} from './permissionRules';

const admin = { permissions: ['administrator', 'admin_edit_permissions'] };
const superuser = { permissions: ['superuser'] };
const plainAdmin = { permissions: ['administrator'] };
const member = { permissions: [] };
const host = { name: 'host', deprecated: false };
const su = { name: 'superuser', deprecated: false };
const guest = { name: 'guest', deprecated: true };

describe('canEditPermission', () => {
  it('lets an administrator with admin_edit_permissions toggle ordinary permissions', () => {
    expect(canEditPermission(admin, member, host)).toBe(true);
  });

  it('never allows deprecated permissions, even for a superuser', () => {
    expect(canEditPermission(admin, member, guest)).toBe(false);
    expect(canEditPermission(superuser, member, guest)).toBe(false);
  });

  it('keeps superuser and superusers to superusers', () => {
    expect(canEditPermission(admin, member, su)).toBe(false);
    expect(canEditPermission(admin, superuser, host)).toBe(false);
    expect(canEditPermission(superuser, member, su)).toBe(true);
    expect(canEditPermission(superuser, superuser, host)).toBe(true);
  });

  it('keeps the sensitive permissions to superusers', () => {
    for (const name of ['admin_edit_permissions', 'can_use_access_token']) {
      expect(canEditPermission(admin, member, { name, deprecated: false })).toBe(false);
      expect(canEditPermission(superuser, member, { name, deprecated: false })).toBe(true);
    }
  });

  it('never lets anyone edit their own permissions', () => {
    expect(canEditPermission({ id: 'a', ...admin }, { id: 'a', ...admin }, host)).toBe(false);
    expect(canEditPermission({ id: 's', ...superuser }, { id: 's', ...superuser }, host)).toBe(false);
    expect(canEditPermission({ id: 'a', ...admin }, { id: 'm', ...member }, host)).toBe(true);
  });

  it('needs admin_edit_permissions', () => {
    expect(canEditPermission(plainAdmin, member, host)).toBe(false);
    expect(canEditPermission(null, member, host)).toBe(false);
  });
});

describe('togglePermission', () => {
  it('adds and removes, keeping catalogue order', () => {
    expect(togglePermission(['host'], 'host')).toEqual([]);
    expect(togglePermission(['tester'], 'host', ['host', 'tester'])).toEqual(['host', 'tester']);
  });
});

describe('currency and slots', () => {
  it('labels the six buttons', () => {
    expect(CURRENCY_AMOUNTS.map(currencyLabel)).toEqual([
      '-10000',
      '-1000',
      '-100',
      '+100',
      '+1000',
      '+10000',
    ]);
  });

  it('shows apartment slots from 1 and others as stored', () => {
    expect(slotNumber(0)).toBe(1);
    expect(slotNumber(65537)).toBe(65538);
    expect(slotNumber(65538)).toBe(65538);
  });

  it('shows metacoin and dollars', () => {
    expect(metacoinText(25000)).toBe('25000 MC ($250.00)');
    expect(metacoinText(150)).toBe('150 MC ($1.50)');
  });
});

describe('permission refusals', () => {
  it('say why a whole list cannot be changed', () => {
    expect(permissionsRefusal(plainAdmin, member)).toBe(PERMISSION_RULE_TEXTS.needsEditPermission);
    expect(permissionsRefusal(admin, superuser)).toBe("Only a superuser can change a superuser's account.");
    expect(permissionsRefusal({ id: 'a', ...admin }, { id: 'a', ...admin })).toBe(
      'Staff cannot change their own balance, inventory or permissions.',
    );
    expect(permissionsRefusal(admin, member)).toBeNull();
  });

  it('say why one box cannot be changed', () => {
    expect(permissionEditRefusal(admin, member, guest)).toBe(PERMISSION_RULE_TEXTS.deprecated);
    expect(permissionEditRefusal(admin, member, su)).toBe('Only a superuser can grant or remove superuser');
    expect(permissionEditRefusal(admin, member, host)).toBeNull();
  });
});

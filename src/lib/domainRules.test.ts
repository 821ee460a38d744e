import { describe, expect, it } from 'vitest';
import type { Domain } from '../api/types';
import {
  DOMAIN_RULE_TEXTS as T,
  canConfirmDelete,
  domainNameError,
  domainUriError,
  manageChanges,
  manageFormState,
  manageValues,
  nameFieldState,
  storeAccessDisabled,
} from './domainRules';

describe('domainNameError', () => {
  it('asks for a name when empty or blank', () => {
    expect(domainNameError('')).toBe('Please enter a name for your domain');
    expect(domainNameError('   ')).toBe(T.nameMissing);
  });
  it('accepts letters, numbers and spaces', () => {
    expect(domainNameError('My Place 2')).toBeNull();
    expect(domainNameError('Café')).toBeNull();
  });
  it('refuses other characters with the rule message', () => {
    expect(domainNameError('Bad!Name')).toBe(
      'Names must be at least 1 character long, and contain only letters, numbers and spaces',
    );
    expect(domainNameError('a-b')).toBe(T.nameRule);
  });
});

describe('nameFieldState', () => {
  it('asks for a name when empty, without the light red highlight', () => {
    expect(nameFieldState('')).toEqual({ message: 'Please enter a name for your domain', highlight: false });
  });
  it('highlights a non-empty invalid name with its message', () => {
    expect(nameFieldState('   ')).toEqual({ message: T.nameMissing, highlight: true });
    expect(nameFieldState('Bad!')).toEqual({ message: T.nameRule, highlight: true });
  });
  it('shows nothing for a valid name', () => {
    expect(nameFieldState('Good Name 2')).toEqual({ message: null, highlight: false });
  });
});

describe('domainUriError', () => {
  it('asks for a URL when empty', () => {
    expect(domainUriError('')).toBe('Please enter a URL for your domain');
  });
  it('accepts a lower-case start then letters, digits, hyphens', () => {
    expect(domainUriError('my-place-2')).toBeNull();
    expect(domainUriError('a')).toBeNull();
  });
  it('refuses capitals, a leading digit or hyphen, and other characters', () => {
    for (const uri of ['My', '2place', '-place', 'my_place', 'my.place', 'my place']) {
      expect(domainUriError(uri)).toBe(T.uriRule);
    }
  });
});

const domain: Domain = {
  id: 'd1',
  uri: 'demo',
  name: 'Demo',
  owner: 'u1',
  domainaccess: 'invite_only',
  buildingaccess: true,
};

describe('manage form', () => {
  const loaded = manageValues(domain);

  it('loads empty headset destination as an empty string', () => {
    expect(loaded).toEqual({
      name: 'Demo',
      oculusdestination: '',
      domainaccess: 'invite_only',
      buildingaccess: true,
    });
  });

  it('is clean with nothing changed: Save and Undo disabled', () => {
    expect(manageFormState(loaded, { ...loaded }, false)).toEqual({
      dirty: false,
      valid: true,
      canSave: false,
      canUndo: false,
    });
  });

  it('enables Save and Undo when a field differs', () => {
    const state = manageFormState(loaded, { ...loaded, buildingaccess: false }, false);
    expect(state.canSave).toBe(true);
    expect(state.canUndo).toBe(true);
  });

  it('disables Save for an invalid name but keeps Undo', () => {
    const state = manageFormState(loaded, { ...loaded, name: 'Bad!' }, false);
    expect(state).toMatchObject({ dirty: true, valid: false, canSave: false, canUndo: true });
  });

  it('disables both while saving', () => {
    const state = manageFormState(loaded, { ...loaded, name: 'Other' }, true);
    expect(state).toMatchObject({ canSave: false, canUndo: false });
  });

  it('sends only the changed fields', () => {
    expect(manageChanges(loaded, { ...loaded, name: 'New', domainaccess: 'public' })).toEqual({
      name: 'New',
      domainaccess: 'public',
    });
  });

  it('disables store access when Public', () => {
    expect(storeAccessDisabled('public')).toBe(true);
    expect(storeAccessDisabled('invite_only')).toBe(false);
  });

  it('confirms delete only with the exact URI', () => {
    expect(canConfirmDelete('demo', 'demo')).toBe(true);
    expect(canConfirmDelete('Demo', 'demo')).toBe(false);
    expect(canConfirmDelete('', 'demo')).toBe(false);
  });
});

/**
 * A form's validator, loaded with the form: each contract schema's validator is its own file (compiled ahead of
 * time by `npm run gen:api` into `validators/`), fetched the first time a form with that schema renders, so a page
 * downloads only the validators of the forms it shows. Until it has arrived the form shows and takes input but
 * cannot be submitted (`ready` is false; RecordForm disables its submit button and ignores a submit).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useMemo, useSyncExternalStore } from 'react';
import { FORM_VALIDATORS, type FormValidatorModule, type FormValidatorName } from './validators/index.gen';

/** A schema's validator file: loading, here, or failed to load (until the page is reloaded). */
type Loaded = { module: FormValidatorModule } | { failed: true } | 'loading';

const loads = new Map<FormValidatorName, Loaded>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The loader of the schema's validator, found by the schema's name (its `$id`). */
function validatorName(schema: RJSFSchema): FormValidatorName {
  const name = schema.$id;
  if (name === undefined || !Object.hasOwn(FORM_VALIDATORS, name)) {
    throw new Error(
      `No precompiled validator for the form schema ${name ?? '(no $id)'}: forms take a schema of schemas.gen.ts`,
    );
  }
  return name as FormValidatorName;
}

/** Starts loading the schema's validator file once; what has happened to it so far. */
function load(name: FormValidatorName): Loaded {
  const current = loads.get(name);
  if (current) return current;
  loads.set(name, 'loading');
  const settle = (loaded: Loaded) => {
    loads.set(name, loaded);
    for (const listener of listeners) listener();
  };
  FORM_VALIDATORS[name]().then(
    (module) => settle({ module }),
    () => settle({ failed: true }),
  );
  return 'loading';
}

/**
 * Stands in for the validator until it has arrived: it finds nothing wrong with the data (rjsf asks it only when
 * the form is submitted, which waits for the real one) and no conditional part of a schema to match.
 */
const PENDING: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => false,
  rawValidation: () => ({}),
};

export interface FormValidator<T> {
  validator: ValidatorType<T>;
  /** The schema's own validator is here: the form may be submitted. */
  ready: boolean;
  /** Its file could not be fetched: the form cannot be submitted until the page is reloaded. */
  failed: boolean;
}

/** The validator of `schema` (a contract schema, found by its `$id`), loading it the first time it is asked for. */
export function useFormValidator<T>(schema: RJSFSchema): FormValidator<T> {
  const name = validatorName(schema);
  // Started during render (once per schema, kept for the page's life) so it is under way before effects run.
  load(name);
  const snapshot = () => loads.get(name) ?? 'loading';
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  const module = typeof loaded === 'object' && 'module' in loaded ? loaded.module : null;
  const validator = useMemo(
    () => (module ? createPrecompiledValidator<T>(module, schema) : (PENDING as ValidatorType<T>)),
    [module, schema],
  );
  return { validator, ready: module !== null, failed: typeof loaded === 'object' && 'failed' in loaded };
}

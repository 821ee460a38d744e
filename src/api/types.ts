/**
 * Names for the contract's component schemas, so the console never keeps a hand-written twin of an API type.
 */
import type { components } from '../../common/api/schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type SessionUser = Schemas['SessionUser'];
export type UserUpdate = Schemas['UserUpdate'];
export type Inventory = Schemas['Inventory'];
export type Domain = Schemas['Domain'];
export type PlanSummary = Schemas['PlanSummary'];
export type ClientConfig = Schemas['ClientConfig'];
export type AdminDocument = Schemas['AdminDocument'];
export type AdminSpec = Schemas['AdminSpec'];
export type CollectionName = Schemas['CollectionName'];

/** Authorization: the permission catalogue, staff checks and domain roles. */
export * from './permissions.ts';
export * from './domain-roles.ts';

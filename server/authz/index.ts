/** Authorization: the permission catalogue, domain roles, the caller's access to a domain and the one guard. */
export * from './permissions.ts';
export * from '../../common/domain-roles.ts';
export * from './domain-access.ts';
export * from './user-target.ts';
export * from './guard.ts';

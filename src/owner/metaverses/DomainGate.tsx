import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Domain, User } from '../../api/types';
import { canManageDomain } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import type { PlanResource } from '../../dataProvider/metaverses';
import { useDomain } from '../../dataProvider/metaverses.queries';
import { PageProblem } from '../../components/PageProblem';
import { ApiError } from '../../api/errors';

/**
 * Why a metaverse could not be loaded, in a sentence: the server's own words when it answered (not a member of
 * an invite-only metaverse, only members see this, not found), else `fallback` (no answer at all).
 */
export function domainFailure(error: unknown, fallback: string): string {
  // Status 0 is a request that never got an answer: its text is the browser's, not ours.
  return error instanceof ApiError && error.status !== 0 && error.message.trim() !== ''
    ? error.message
    : fallback;
}

/** What a page under `/domains/{uri}/…` gets once its metaverse has loaded. */
export interface DomainContext {
  domain: Domain;
  plan: PlanResource;
  user: User;
  /** The user may manage it (owner, manage_domain or superuser). */
  manages: boolean;
}

/**
 * Loads the metaverse named by the route's `uri` and its plan, then renders `children` for it. Says why when
 * it cannot be loaded (`domainFailure`, with `failedText` when the server gave no reason), and `notManagerText` instead of the page for users who may not
 * manage it, when given.
 */
export function DomainGate({
  failedText,
  notManagerText,
  children,
}: {
  failedText: string;
  notManagerText?: string;
  children(context: DomainContext): ReactNode;
}) {
  useAuthenticated();
  const { uri } = useParams();
  const session = useSession();
  const { domain, plan, failed, error } = useDomain(uri);
  if (failed) return <PageProblem>{domainFailure(error, failedText)}</PageProblem>;
  if (!domain || !plan || session.status !== 'authenticated') return null;
  const manages = canManageDomain(session.user, domain);
  if (notManagerText !== undefined && !manages) return <PageProblem>{notManagerText}</PageProblem>;
  return <>{children({ domain, plan, user: session.user, manages })}</>;
}

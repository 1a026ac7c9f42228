/**
 * Create Policy by Hits: the policy proposed for the chosen policy-hit rows, from the traffic that hit those
 * policies (the analyzer's top source addresses and top destinations, filtered to them), and the form's text lists
 * read back into the policy the appliance keeps.
 */
import { clause } from '@/lib/logs/filter-expression.ts';

/** The form's data (specs/forms/soc-policy.schema.json): address and service lists as text. */
export interface PolicyForm {
  name: string;
  srcaddr: string;
  dstaddr: string;
  service: string;
  action: 'accept' | 'deny';
  comments?: string;
}

/** What createSocPolicy takes. */
export interface PolicyRequest {
  name: string;
  srcaddr: string[];
  dstaddr: string[];
  service: string[];
  action: 'accept' | 'deny';
  comments?: string;
  fromPolicies: number[];
}

/** The rows of a top view as the proposal reads them: the key, and the detail (a destination's service). */
export interface TopRowLike {
  key?: unknown;
  detail?: unknown;
}

export const NAME_MAX = 35;
/** the most addresses or services proposed for a field: the ones seen most */
export const PROPOSED_MAX = 10;

/** The policy ids of the chosen policy-hit rows (their key), as numbers, in order, once each. */
export function policyIdsOf(rows: readonly TopRowLike[]): number[] {
  const ids: number[] = [];
  for (const r of rows) {
    const id = Number(r.key);
    if (r.key !== '' && Number.isInteger(id) && id >= 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The analyzer's filter that narrows a view to the traffic of these policies. */
export function hitsFilter(policyIds: readonly number[]): string {
  return clause('policyid', { op: '=', value: policyIds.join(',') });
}

/** A proposed name: From-Hits and the policy ids, within the name's length. */
export function proposedName(policyIds: readonly number[]): string {
  let name = 'From-Hits';
  for (const id of policyIds) {
    const next = `${name}-${id}`;
    if (next.length > NAME_MAX) break;
    name = next;
  }
  return name;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))].slice(0, PROPOSED_MAX);
}

/**
 * The policy proposed for the chosen policies: their sources and destinations (most seen first), the services of
 * those destinations, to be accepted; `comments` says where it comes from.
 */
export function proposePolicy(
  policyIds: readonly number[],
  sources: readonly TopRowLike[],
  destinations: readonly TopRowLike[],
  comments: string,
): PolicyForm {
  return {
    name: proposedName(policyIds),
    srcaddr: distinct(sources.map((r) => text(r.key))).join(', '),
    dstaddr: distinct(destinations.map((r) => text(r.key))).join(', '),
    service: distinct(destinations.map((r) => text(r.detail))).join(', '),
    action: 'accept',
    comments,
  };
}

/** A list field's text as its items: split at commas and new lines, trimmed, empty ones and repeats left out. */
export function listOf(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[,\n]/).map((s) => s.trim()).filter(Boolean))];
}

/** The form's data as the policy createSocPolicy keeps. */
export function toRequest(form: PolicyForm, policyIds: readonly number[]): PolicyRequest {
  const comments = form.comments?.trim();
  return {
    name: form.name.trim(),
    srcaddr: listOf(form.srcaddr),
    dstaddr: listOf(form.dstaddr),
    service: listOf(form.service),
    action: form.action,
    ...(comments ? { comments } : {}),
    fromPolicies: [...policyIds],
  };
}

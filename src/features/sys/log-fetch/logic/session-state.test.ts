import { describe, expect, it } from 'vitest';
import type { LogFetchSession } from '@generated/types/entities.ts';
import { awaitsApproval, canCancel, isActive } from './session-state.ts';

const session = (direction: LogFetchSession['direction'], state: LogFetchSession['state']): LogFetchSession => ({
  id: 1,
  direction,
  peer: 'FAZ-HQ-01',
  peer_ip: '10.10.1.20',
  profile: 'HQ-Analyzer',
  adom: 'root',
  state,
  percent: 0,
  from: 0,
  to: 1,
  requested: 1,
});

describe('log fetch session rules', () => {
  it.each([
    ['outgoing', 'waiting-approval', { active: true, cancel: true, approve: false }],
    ['outgoing', 'running', { active: true, cancel: true, approve: false }],
    ['outgoing', 'paused', { active: false, cancel: true, approve: false }],
    ['outgoing', 'done', { active: false, cancel: false, approve: false }],
    ['outgoing', 'failed', { active: false, cancel: false, approve: false }],
    ['incoming', 'waiting-approval', { active: true, cancel: false, approve: true }],
    ['incoming', 'running', { active: true, cancel: false, approve: false }],
    ['incoming', 'denied', { active: false, cancel: false, approve: false }],
    ['incoming', 'cancelled', { active: false, cancel: false, approve: false }],
  ] as const)('%s %s', (direction, state, expected) => {
    const s = session(direction, state);
    expect({ active: isActive(s), cancel: canCancel(s), approve: awaitsApproval(s) }).toEqual(expected);
  });
});

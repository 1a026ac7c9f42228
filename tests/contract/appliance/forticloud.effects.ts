import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

const signIn: Request = { op: 'loginFgtCloud', body: { account_id: 'netops@example.com', password: 'Acc0unt-Pass', org_id: '7002' } };
const remoteAccess: Request = { op: 'getRemoteAccess' };
/** the examples' unit is not registered yet (getStartupState's account N/A) */
const register: Request = { op: 'registerExistingContract', body: { account: 'secops@example.com', password: 'Acc0unt-Pass', registrationCode: 'FMGVM-0123-4567-89AB' } };

export const effects: Effect[] = [
  {
    name: 'signing the unit in to FortiCloud under an organisation: the remote-access read names the account and the organisation',
    write: signIn,
    read: remoteAccess,
    expect: (after, before) => {
      expect(before).toBe('<status>ok</status>\n<enable>0</enable>\n');
      expect(after).toBe('<status>ok</status>\n<enable>0</enable>\n<account>netops@example.com</account>\n<org>Example Networks EMEA</org>\n');
    },
  },
  {
    name: 'remote access allowed once the unit is registered (with a contract code) and signed in to FortiCloud',
    before: [register, signIn],
    write: { op: 'setRemoteAccess', body: { enable: 1 } },
    read: remoteAccess,
    expect: (after, _before, written) => {
      expect(written.body).toBe('<status>ok</status>\n<enable>1</enable>\n');
      expect(after).toMatch(/^<status>ok<\/status>\n<enable>1<\/enable>\n<account>netops@example.com<\/account>/);
    },
  },
  {
    name: 'remote access denied again',
    before: [register, signIn, { op: 'setRemoteAccess', body: { enable: 1 } }],
    write: { op: 'setRemoteAccess', body: { enable: 0 } },
    read: remoteAccess,
    expect: (after, before) => {
      expect(before).toMatch(/<enable>1<\/enable>/);
      expect(after).toMatch(/<enable>0<\/enable>/);
    },
  },
  {
    name: 'remote access is refused while the registered unit is not signed in to FortiCloud, and stays denied',
    before: [register],
    write: { op: 'setRemoteAccess', body: { enable: 1 } },
    read: remoteAccess,
    expect: (after, _before, written) => {
      expect(written.body).toBe('<status>error</status>\n<error>The unit is not signed in to FortiCloud.</error>\n');
      expect(after).toBe('<status>ok</status>\n<enable>0</enable>\n');
    },
  },
  {
    name: 'remote access is refused while the unit is not registered, even signed in to FortiCloud',
    before: [signIn],
    write: { op: 'setRemoteAccess', body: { enable: 1 } },
    read: remoteAccess,
    expect: (after, _before, written) => {
      expect(written.body).toBe('<status>error</status>\n<error>The unit is not registered.</error>\n');
      expect(after).toMatch(/<enable>0<\/enable>/);
    },
  },
];

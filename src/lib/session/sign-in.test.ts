import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { createQueryClient } from '@/lib/api/query.ts';
import { session } from './session-state.ts';
import { prefetchSessionStart } from './queries.ts';
import { signIn } from './sign-in.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  session.end();
});
afterEach(() => {
  mock.dispose();
  session.end();
});

describe('signIn', () => {
  it('starts the first reads the moment the session starts, before it answers its caller', async () => {
    const client = createQueryClient();
    let signedInWhenStarted: boolean | null = null;
    const done = signIn('admin', 'admin', () => {
      signedInWhenStarted = session.get().signedIn;
      void prefetchSessionStart(client);
    });
    await done;
    expect(signedInWhenStarted).toBe(true);
    // under way already when signIn answers: the console's route finds them in flight
    expect(client.isFetching()).toBeGreaterThan(0);
  });

  it('wrong credentials: no session, nothing started', async () => {
    mock.fail('signIn', 401);
    let started = false;
    await expect(signIn('admin', 'wrong', () => (started = true))).rejects.toThrow();
    expect(started).toBe(false);
    expect(session.get().signedIn).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { listAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { useCapabilities, useCurrentAdom } from './queries.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

let draws = 0;
function Flags({ forAdomOid }: { forAdomOid?: number }) {
  draws += 1;
  const caps = useCapabilities(forAdomOid);
  return <p>{caps.canLockAdom ? 'may lock' : 'may not lock'}</p>;
}

describe('useCapabilities', () => {
  it("is not drawn again when the ADOM list answers (the ADOM selector reads it): its flags are the current ADOM's", async () => {
    draws = 0;
    const { queryClient } = renderShell(<Flags />);
    await settled(queryClient);
    await screen.findByText(/may (not )?lock/);
    const before = draws;
    await act(() => queryClient.fetchQuery(endpointQueryOptions(listAdoms)));
    await settled(queryClient);
    expect(draws).toBe(before);
  });

  it("takes another ADOM's lock from the ADOM list when asked for that ADOM", async () => {
    function OtherAdom() {
      const { data: current } = useCurrentAdom();
      return current ? <Flags forAdomOid={current.oid + 1} /> : null;
    }
    const { queryClient } = renderShell(<OtherAdom />);
    await waitFor(() => expect(mock.callsOf('listAdoms')).toHaveLength(1));
    await settled(queryClient);
    expect(await screen.findByText(/may (not )?lock/)).toBeInTheDocument();
  });
});

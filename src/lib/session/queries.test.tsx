import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { listAdoms, useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { renderShell, settled, testQueryClient } from '@/lib/testing/render.tsx';
import { getCurrentAdomQuery, getSysConfigQuery, useCapabilities, useCapabilitiesIn, useCurrentAdom } from './queries.ts';
import { session } from './session-state.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

let draws = 0;
function Flags() {
  draws += 1;
  const caps = useCapabilities();
  return <p>{caps.canLockAdom ? 'may lock' : 'may not lock'}</p>;
}

function FlagsIn({ adomOid }: { adomOid: number }) {
  const caps = useCapabilitiesIn(adomOid);
  return <p>{caps.canLockAdom ? 'may lock' : 'may not lock'}</p>;
}

/** Reads the ADOM list from its first frame on, as the ADOM selector does. */
function AdomListReader() {
  const { data } = useListAdoms();
  return <p>{data ? `${data.length} ADOMs` : 'reading the ADOMs'}</p>;
}

describe('useCapabilities, useCapabilitiesIn', () => {
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

  it('is drawn once when it appears in the frame where the ADOM selector starts reading the ADOM list', async () => {
    // what the console has read by the time its first frame is drawn
    session.start('test-token-0123456789', 'admin');
    const drawsWith = async (withSelector: boolean) => {
      const queryClient = testQueryClient();
      await queryClient.fetchQuery(getSysConfigQuery);
      await queryClient.fetchQuery(getCurrentAdomQuery);
      draws = 0;
      const { unmount } = renderShell(
        <>
          {withSelector && <AdomListReader />}
          <Flags />
        </>,
        { queryClient },
      );
      await screen.findByText(/may (not )?lock/);
      await settled(queryClient);
      unmount();
      return draws;
    };
    const alone = await drawsWith(false);
    expect(await drawsWith(true)).toBe(alone);
    expect(mock.callsOf('listAdoms')).toHaveLength(1);
  });

  it("takes another ADOM's lock from the ADOM list when asked for that ADOM", async () => {
    function OtherAdom() {
      const { data: current } = useCurrentAdom();
      return current ? <FlagsIn adomOid={current.oid + 1} /> : null;
    }
    const { queryClient } = renderShell(<OtherAdom />);
    await waitFor(() => expect(mock.callsOf('listAdoms')).toHaveLength(1));
    await settled(queryClient);
    expect(await screen.findByText(/may (not )?lock/)).toBeInTheDocument();
  });
});

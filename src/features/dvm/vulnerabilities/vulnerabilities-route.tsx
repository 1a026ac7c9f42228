import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { VulnerableDevicesDialog } from './vulnerable-devices-dialog.tsx';
import { readViewState, writeViewState, type VulnerabilityViewState } from './view-state.ts';

/**
 * /vulnerabilities: the Vulnerable Devices dialog whose display option, column searches and open device live in the
 * URL (so a view can be linked, reloaded and navigated with Back). Closing it returns to where the user came from.
 */
export default function VulnerabilitiesRoute() {
  const [params, setParams] = useSearchState();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useMemo(() => readViewState(params), [params]);

  const onStateChange = useCallback(
    (next: VulnerabilityViewState) => {
      const current = readViewState(params);
      const opensDevice = next.device !== null && next.device !== current.device;
      const closesDevice = next.device === null && current.device !== null;
      // opening a device is a step Back undoes; closing it undoes that step; typing in a search is no step
      if (closesDevice && (location.state as { psirtDevice?: boolean } | null)?.psirtDevice) {
        navigate(-1);
        return;
      }
      setParams((prev) => writeViewState(next, prev), {
        replace: !opensDevice,
        state: opensDevice ? { psirtDevice: true } : null,
      });
    },
    [params, setParams, navigate, location.state],
  );

  const onClose = useCallback(() => {
    // 'default' is the key of the first entry: the dialog was opened by a link, there is nowhere to go back to
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  }, [location.key, navigate]);

  return <VulnerableDevicesDialog open onClose={onClose} state={state} onStateChange={onStateChange} />;
}

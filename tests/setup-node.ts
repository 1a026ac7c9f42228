import { installFetchSwitch, installXhrSwitch } from '../src/lib/api/testing/fetch-switch.ts';

// logic tests that ask the API client go through the same switch as the component tests (see ./setup-dom.ts)
installFetchSwitch();
installXhrSwitch();

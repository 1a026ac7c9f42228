import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations.ts';
import { analyzerQueryTypes, analyzerRoutes, matchRoute, readQuery } from './routes.ts';

const routes = analyzerRoutes();

describe('the mock analyzer routes by operationId', () => {
  it('has a route for every operation of the analyzer paths, and none for the appliance (custom views are its own)', () => {
    const ids = routes.map((r) => r.operationId).sort();
    expect(ids).toEqual(expect.arrayContaining(['runFortiviewQuery', 'getLogSearchPage', 'listSavedLogViews']));
    for (const id of ids) expect(operations[id].path).toMatch(/^\/gui\/(fortiview|logview)\//);
    expect(ids).not.toContain('getSysConfig');
    expect(ids).not.toContain('saveCustomViewLayout');
  });

  it.each([
    ['POST', '/gui/fortiview/adom/root/top-sources/run', 'runFortiviewQuery', { adom: 'root', viewName: 'top-sources' }],
    ['GET', '/gui/fortiview/adom/root/top-sources/run/ftv-1', 'getFortiviewResult', { adom: 'root', viewName: 'top-sources', tid: 'ftv-1' }],
    ['DELETE', '/gui/fortiview/adom/root/top-sources/run/ftv-1', 'cancelFortiviewQuery', { adom: 'root', viewName: 'top-sources', tid: 'ftv-1' }],
    ['GET', '/gui/logview/adom/Retail%2DEast/loggroups', 'listLogGroups', { adom: 'Retail-East' }],
    ['GET', '/gui/logview/adom/root/logsearch/log-1', 'getLogSearchPage', { adom: 'root', tid: 'log-1' }],
    ['GET', '/gui/logview/adom/root/loggroups', 'listLogGroups', { adom: 'root' }],
  ])('%s %s → %s', (method, path, operationId, params) => {
    expect(matchRoute(routes, method, path)).toEqual({ kind: 'found', operationId, path: params });
  });

  it('tells a path of another method from an unknown path', () => {
    expect(matchRoute(routes, 'GET', '/gui/fortiview/adom/root/top-sources/run')).toEqual({ kind: 'method-not-allowed' });
    expect(matchRoute(routes, 'GET', '/gui/fortiview/adom/root/top-sources')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/gui/logview/adom//loggroups')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/gui/logview/adom/%E0%A4%A/loggroups')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/gui/customview/adom/root')).toEqual({ kind: 'not-found' });
  });

  it('reads the query parameters as the description declares them', () => {
    const types = analyzerQueryTypes();
    expect(readQuery(types, 'getLogSearchPage', new URLSearchParams('offset=200&limit=50&other=1'))).toEqual({ offset: 200, limit: 50 });
    expect(readQuery(types, 'listLogFiles', new URLSearchParams('devid=FGT1'))).toEqual({ devid: 'FGT1' });
    expect(readQuery(types, 'listLogGroups', new URLSearchParams('x=1'))).toEqual({});
  });
});

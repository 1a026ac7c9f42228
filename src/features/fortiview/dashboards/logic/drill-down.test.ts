import { describe, expect, it } from 'vitest';
import { drillDownOf } from './drill-down.ts';

describe('drill-down from a widget row into the log list', () => {
  it('filters a top row by its key, with the view conditions, in the log type of the view source', () => {
    expect(drillDownOf('top-sources', { key: '10.1.2.3', value: 5 })).toEqual({ logtype: 'traffic', search: 'srcip=10.1.2.3' });
    expect(drillDownOf('top-threats', { key: 'SSH.Brute.Force', value: 5 })).toEqual({ logtype: 'threat', search: 'type=ips,anomaly and attack=SSH.Brute.Force' });
    expect(drillDownOf('wifi-rogue-aps', { key: 'unknown-07' })).toEqual({ logtype: 'event', search: 'subtype=wireless and action=rogue and ap=unknown-07' });
    expect(drillDownOf('policy-hits', { key: 12 })).toEqual({ logtype: 'traffic', search: 'policyid=12' });
  });

  it('quotes a value with spaces, and renames storage fields to log field names', () => {
    expect(drillDownOf('top-country', { country: 'United States', value: 1 })).toEqual({ logtype: 'traffic', search: 'dstcountry="United States"' });
    expect(drillDownOf('fct-vulnerabilities', { key: 'Windows 11' })).toEqual({ logtype: 'event', search: 'subtype=endpoint and osname="Windows 11"' });
  });

  it('reaches the logs of a widget’s own kind: IoT detections, sandbox submissions, ZTNA sessions, SD-WAN health checks', () => {
    expect(drillDownOf('iot-inventory', { key: 'IP Camera' })).toEqual({ logtype: 'traffic', search: 'devtype="IP Camera"' });
    expect(drillDownOf('sandbox-verdict', { key: 'high risk' })).toEqual({ logtype: 'threat', search: 'type=virus and subtype=analytics and fsaverdict="high risk"' });
    expect(drillDownOf('ztna-servers', { key: '10.20.1.10', label: 'crm.corp.example' })).toEqual({ logtype: 'traffic', search: 'subtype=ztna and dstip=10.20.1.10' });
    expect(drillDownOf('sdwan-sla', { key: 'wan1' })).toEqual({ logtype: 'event', search: 'subtype=sdwan and interface=wan1' });
  });

  it('filters a flow by both ends', () => {
    expect(drillDownOf('user-data-flow', { source: 'jsmith', target: 'Microsoft.Teams', value: 1 })).toEqual({ logtype: 'traffic', search: 'user=jsmith and app=Microsoft.Teams' });
  });

  it('has none for system figures, devices, security rating, series, or a row without its key', () => {
    expect(drillDownOf('sys-cpu-memory', { time: 'x', series: 'CPU', value: 1 })).toBeNull();
    expect(drillDownOf('device-status', { name: 'FGT', sn: 'FGT1' })).toBeNull();
    expect(drillDownOf('fabric-score', { time: 'x', series: 'Security Posture', value: 1 })).toBeNull();
    expect(drillDownOf('fabric-audit', { control: 'HA configured' })).toBeNull();
    expect(drillDownOf('traffic-history', { time: 'x', series: 'Total', value: 1 })).toBeNull();
    expect(drillDownOf('top-sources', { value: 1 })).toBeNull();
    expect(drillDownOf('no-such-view', { key: 'x' })).toBeNull();
  });
});

export interface FirmwareImageList {
  platform: string;
  product: string;
  versions: Array<{ type: 'GA'; version: string; image_path: string }>;
}

/** Images per platform: every firmware build the fleet's devices, access points and switches run. */
export declare function fleetFirmwareVersions(fleet: {
  devices: Array<Record<string, unknown>>;
  wtps: Array<Record<string, unknown>>;
  switches: Array<Record<string, unknown>>;
}): FirmwareImageList[];

export interface StartFleetServerOptions {
  /** psirt.json, devices.json, wtps.json, switches.json and both extender lists (templates.json, versions.json, license.json when present) */
  fleetDir: string;
  /** base URL every other call goes to (the mock appliance) */
  upstream: string;
  host?: string;
}

export interface RunningFleetServer {
  url: string;
  port: number;
  /** size of each prepared answer, plain and gzip-compressed */
  bytes: Record<string, { raw: number; gzip: number }>;
  /** answered calls by operationId */
  requests: Map<string, number>;
  close(): Promise<void>;
}

export declare function startFleetServer(options: StartFleetServerOptions): Promise<RunningFleetServer>;

/**
 * Firmware upgrade (the startup wizard's and the header dialog's chain): downloadImage starts a task that fetches the
 * image from the update service (the file is there once the task is done), archiveImage packs a downloaded file,
 * validateImage reads the version and build from the image, and upgradeFirmware installs it. The unit then restarts
 * and comes back running the new version: getSysInfo, getStartupState (version, fmgversion; newer_image gone once it
 * is not newer any more) and getFirmwareImageVersion report it.
 */
import type { Answer, Call, Rules } from '../call.ts';
import { Refusal } from '../call.ts';
import { compareVersions } from '../../../src/lib/firmware/versions.ts';
import { onTaskDone, startTask } from './tasks.ts';
import { changeStartupState, changeSysInfo, completeStartupWhenDone, startupStateOf } from './startup-documents.ts';

/** An image file on the appliance: what it holds and how far it has got. */
interface Image {
  version: string;
  build: number;
  platform: string;
  objid?: string;
  state: 'downloading' | 'downloaded' | 'archived' | 'validated';
}

type Images = Record<string, Image>;
type RunningFirmware = Answer<'getFirmwareImageVersion'>;

const IMAGES = 'firmwareImages';
const RUNNING = 'firmwareRunning';
const DOWNLOADED = 'firmwareImageDownloaded';

const imagesOf = (call: Call) => call.doc<Images>(IMAGES, () => ({}));
const runningOf = (call: Call) => call.doc<RunningFirmware>(RUNNING, () => call.example({ op: 'getFirmwareImageVersion', body: { method: 'get' } }));

const build4 = (build: number) => String(build).padStart(4, '0');
const imageFile = (platform: string, version: string, build: number) => `/var/tmp/fwimage/${platform}-v${version}-build${build4(build)}-FORTINET.out`;

/** The build of an image by its object id (…-00003521), as the update service names it. */
function buildOf(objid: string, known: { objid: string; build: number } | null | undefined): number {
  if (known && known.objid === objid) return known.build;
  const m = /-0*(\d+)$/.exec(objid);
  return m ? Number(m[1]) : 0;
}

/**
 * An image file the appliance did not download itself (an uploaded file): its name tells the version and build when
 * it follows the image naming (FMG_VM64-v7.6.2-build3521-FORTINET.out); otherwise the appliance's verdict example does.
 */
async function imageOfFile(call: Call, filepath: string): Promise<Image> {
  const named = /([A-Z0-9_]+)-v(\d+\.\d+\.\d+)-build(\d+)/i.exec(filepath.split('/').pop() ?? '');
  if (named) return { platform: named[1], version: named[2], build: Number(named[3]), state: 'archived' };
  const verdict = await call.example({ op: 'validateImage', body: { filepath } });
  return { platform: verdict.platform ?? '', version: verdict.version ?? '', build: verdict.build ?? 0, state: 'archived' };
}

onTaskDone(DOWNLOADED, async (call, done) => {
  const images = await imagesOf(call);
  const image = images[done.file as string];
  if (!image) return;
  call.set(IMAGES, { ...images, [done.file as string]: { ...image, state: 'downloaded' } });
});

/** The unit runs `image` after its restart. */
async function install(call: Call, image: Image): Promise<void> {
  const { version, build } = image;
  await changeSysInfo(call, (info) => ({ ...info, version, build: build4(build) }));
  await changeStartupState(call, (state) => ({
    ...state,
    version,
    fmgversion: `v${version}-build${build4(build)}`,
    newer_image: state.newer_image && compareVersions(state.newer_image.version, version) > 0 ? state.newer_image : null,
  }));
  call.set(RUNNING, { ...(await runningOf(call)), version, build });
  // the firmware step may have been the last one left
  await completeStartupWhenDone(call);
}

export const firmwareRules: Rules = {
  async downloadImage(call) {
    const { objid, platform, version } = call.body;
    const known = (await startupStateOf(call)).newer_image;
    const build = buildOf(objid, known);
    const file = imageFile(platform, version, build);
    const taskid = await startTask(call, {
      group: 'firmware',
      title: 'Download firmware image %s',
      params: [`${platform} v${version}-build${build4(build)}`],
      done: { kind: DOWNLOADED, file },
    });
    const images = await imagesOf(call);
    call.set(IMAGES, { ...images, [file]: { version, build, platform, objid, state: 'downloading' } });
    return call.ok({ taskid, object_list: [{ file, objid }] });
  },

  async archiveImage(call) {
    const images = await imagesOf(call);
    const image = images[call.body.file];
    // a file this appliance did not download: the example answers
    if (!image) return call.forward();
    if (image.state === 'downloading') throw new Refusal(500, { code: -3, message: 'The image has not been downloaded yet.' });
    const filepath = call.body.file.replace(/\.out$/, '') + '.tar';
    call.set(IMAGES, { ...images, [filepath]: { ...image, state: 'archived' } });
    return call.ok({ filepath, size: 318767104 });
  },

  async validateImage(call) {
    const { filepath } = call.body;
    const images = await imagesOf(call);
    const image = images[filepath] ?? (await imageOfFile(call, filepath));
    if (image.state === 'downloading') return call.ok({ valid: false, message: 'The image has not been downloaded yet.' });
    call.set(IMAGES, { ...images, [filepath]: { ...image, state: 'validated' } });
    return call.ok({ valid: true, version: image.version, build: image.build, platform: image.platform });
  },

  async upgradeFirmware(call) {
    const { filepath } = call.body;
    const images = await imagesOf(call);
    const image = images[filepath] ?? (await imageOfFile(call, filepath));
    if (image.state === 'downloading') return call.ok({ status: 'ERR_INVALID_IMAGE', message: 'The image has not been downloaded yet.' });
    await install(call, image);
    return call.ok({ status: 'OK', message: 'The system is restarting.' });
  },

  async getFirmwareImageVersion(call) {
    return call.ok(await runningOf(call));
  },
};

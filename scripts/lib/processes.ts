import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));

/** tsx's loader, by its address: a TypeScript script runs under this Node wherever it is started from. */
export const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

/** Node's arguments that run one of the repository's TypeScript scripts (through tsx), then the script's own. */
export function scriptArgs(file: string, ...args: string[]): string[] {
  return ['--import', TSX_LOADER, file, ...args];
}

/** Absolute path of a package's command-line entry, so it runs under this Node without a shell or npx. */
export function binPath(pkg: string, name?: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bins = manifest.bin ?? {};
  const bin = typeof bins === 'string' ? bins : bins[name ?? Object.keys(bins)[0] ?? ''];
  if (!bin) throw new Error(`${pkg} has no command ${name ?? ''}`);
  return join(dirname(manifestPath), bin);
}

/** A child started by startChild: its last output lines and its name. */
export type StartedChild = ChildProcess & { outputTail(): string; label: string };

export interface ChildOptions {
  env?: Record<string, string>;
  cwd?: string;
  onLine?: (name: string, line: string) => void;
}

/**
 * Starts a long-running child and forwards its output line by line to `onLine` (or keeps the last lines,
 * so a failure can say what the child printed).
 */
export function startChild(name: string, command: string, args: string[], { env, cwd = root, onLine }: ChildOptions = {}): StartedChild {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const forward = (stream: Readable) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 200) tail.shift();
        onLine?.(name, line);
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  return Object.assign(child, { outputTail: () => tail.join('\n'), label: name });
}

/** Stops a child politely, then firmly; resolves once it is gone. */
export function stopChild(child: ChildProcess | undefined, graceMs = 3000): Promise<void> {
  return new Promise((resolveStop) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function runCommand(
  command: string,
  args: string[],
  { env, cwd = root, stdio = 'inherit' }: { env?: Record<string, string>; cwd?: string; stdio?: StdioOptions } = {},
): Promise<number> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio });
    child.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolveRun(127);
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 128 : 1)));
  });
}

// Keeps the shop's processes running on one machine (`npm start`): a process that dies is started
// again after a back-off, while the others keep serving (the bff answers JSON 502/503 while the api
// is away). A process that keeps dying right after its start is a broken configuration, not a
// crash: then the supervisor gives up and stops the shop, so the operator sees the error.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ProcessSpec {
  name: string;
  script: string;
  env: Record<string, string>;
  /** Answers 2xx once the process can take traffic. */
  readyUrl: string;
  /** How long the first start may take (the api's first start seeds its database). */
  startTimeoutMs: number;
}

/** The first restart waits this long, each further one twice as long, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 30_000;
/** A process that ran this long had started fine: its next crash starts the back-off afresh. */
export const STABLE_AFTER_MS = 60_000;
/** This many deaths in a row, each before STABLE_AFTER_MS, and the shop is stopped. */
export const MAX_QUICK_DEATHS = 8;

export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private readonly cwd: string;
  /** `<pidDir>/<name>.pid` holds each running process's id, for operators and the self-healing test. */
  private readonly pidDir: string;
  private readonly onGiveUp: (code: number) => void;

  constructor(cwd: string, pidDir: string, onGiveUp: (code: number) => void) {
    this.cwd = cwd;
    this.pidDir = pidDir;
    this.onGiveUp = onGiveUp;
  }

  /** Starts the process and waits until it is ready; keeps it running from then on. */
  async start(spec: ProcessSpec): Promise<void> {
    this.keepRunning(spec, 0);
    await waitForReady(spec.readyUrl, spec.startTimeoutMs);
  }

  private keepRunning(spec: ProcessSpec, quickDeaths: number): void {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [spec.script], {
      cwd: this.cwd,
      env: { ...process.env, ...spec.env },
      stdio: 'inherit',
    });
    this.children.set(spec.name, child);
    this.writePid(spec.name, child.pid);
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      const deaths = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : quickDeaths + 1;
      if (deaths >= MAX_QUICK_DEATHS) {
        console.error(`[start] ${spec.name} died ${deaths} times right after starting; stopping the shop`);
        this.stop(code || 1).then(() => this.onGiveUp(code || 1));
        return;
      }
      const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (deaths - 1));
      console.error(`[start] ${spec.name} stopped (${signal ?? code}); starting it again in ${backoff} ms`);
      setTimeout(() => {
        if (!this.stopping) this.keepRunning(spec, deaths);
      }, backoff);
    });
  }

  /** Stops every process (SIGTERM, then SIGKILL after `graceMs`) and waits for them to exit. */
  async stop(code: number, graceMs = 15_000): Promise<number> {
    this.stopping = true;
    const running = [...this.children.values()].filter(
      (child) => child.exitCode === null && !child.signalCode,
    );
    for (const child of running) child.kill('SIGTERM');
    const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    const timer = setTimeout(() => {
      for (const child of running) child.kill('SIGKILL');
    }, graceMs);
    await exited;
    clearTimeout(timer);
    rmSync(this.pidDir, { recursive: true, force: true });
    return code;
  }

  private writePid(name: string, pid: number | undefined): void {
    if (pid === undefined) return;
    mkdirSync(this.pidDir, { recursive: true });
    writeFileSync(path.join(this.pidDir, `${name}.pid`), `${pid}\n`);
  }
}

export async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

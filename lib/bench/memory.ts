import { readdirSync, readFileSync } from "node:fs";

/** One process as `/proc/<pid>/status` describes it. */
export interface ProcStatus {
  pid: number;
  ppid: number;
  /** Resident set size (`VmRSS`); 0 for kernel threads, which have none. */
  rssBytes: number;
}

/** Parses `/proc/<pid>/status` (sizes there are in kB whatever the page size). */
export function parseProcStatus(text: string): ProcStatus | null {
  const field = (name: string) =>
    new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(text)?.[1];
  const pid = field("Pid");
  const ppid = field("PPid");
  if (pid === undefined || ppid === undefined) return null;
  return {
    pid: Number(pid),
    ppid: Number(ppid),
    rssBytes: Number(field("VmRSS") ?? 0) * 1024,
  };
}

/** The `Pss:` line of `/proc/<pid>/smaps_rollup`, in bytes; `null` when absent. */
export function parsePssBytes(smapsRollup: string): number | null {
  const match = /^Pss:\s+(\d+)\s+kB/m.exec(smapsRollup);
  return match ? Number(match[1]) * 1024 : null;
}

/** `root` and every process below it, from a snapshot of all processes. */
export function processTree(
  root: number,
  processes: ReadonlyArray<Pick<ProcStatus, "pid" | "ppid">>,
): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of processes)
    children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const tree = new Set<number>();
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function readProcesses(): ProcStatus[] {
  const stats: ProcStatus[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStatus(
        readFileSync(`/proc/${entry}/status`, "utf8"),
      );
      if (stat) stats.push(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/** Memory of a process tree at one instant. */
export interface TreeMemory {
  processes: number;
  /** Sum of the resident set sizes: counts pages shared between processes once per process. */
  rssBytes: number;
  /** Sum of the proportional set sizes: shared pages split between their processes. */
  pssBytes: number;
}

/**
 * Reads the current memory of `root` and its descendants from `/proc` (Linux only). `withPss:
 * false` leaves out the proportional set sizes (`pssBytes` is then the RSS sum): the kernel walks
 * a process's page tables to answer `smaps_rollup`, 9 ms for a 365 MB compile worker, which
 * at every sample took some 5 % of the machine from the build being measured.
 */
export function readTreeMemory(root: number, withPss = true): TreeMemory {
  const all = readProcesses();
  const tree = processTree(root, all);
  let rssBytes = 0;
  let pssBytes = 0;
  let processes = 0;
  for (const p of all) {
    if (!tree.has(p.pid)) continue;
    processes += 1;
    rssBytes += p.rssBytes;
    if (!withPss) {
      pssBytes += p.rssBytes;
      continue;
    }
    try {
      pssBytes +=
        parsePssBytes(readFileSync(`/proc/${p.pid}/smaps_rollup`, "utf8")) ??
        p.rssBytes;
    } catch {
      // Gone, or a kernel without smaps_rollup: count its RSS.
      pssBytes += p.rssBytes;
    }
  }
  return { processes, rssBytes, pssBytes };
}

/** Peak memory of a process tree over a period. */
export interface PeakMemory {
  peakRssBytes: number;
  peakPssBytes: number;
  /** Most processes seen at once in the tree. */
  peakProcesses: number;
  samples: number;
}

/** How often the sampler reads `/proc`. A build's workers live for seconds, so 250 ms sees them. */
export const MEMORY_SAMPLE_INTERVAL_MS = 250;
/** Every how many samples the (costly) proportional set sizes are read too: once a second. */
export const PSS_EVERY_SAMPLES = 4;

/**
 * Samples the memory of a process tree until stopped (`/usr/bin/time -v` only reports the
 * largest single process, while a build's memory is spread over Next's worker processes).
 */
export class ProcessTreeSampler {
  private peak: PeakMemory = {
    peakRssBytes: 0,
    peakPssBytes: 0,
    peakProcesses: 0,
    samples: 0,
  };
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly root: number,
    private readonly intervalMs = MEMORY_SAMPLE_INTERVAL_MS,
  ) {}

  /** Takes one sample now and then every interval. */
  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  /** Stops sampling and returns the peaks seen (again, if called again). */
  stop(): PeakMemory {
    clearInterval(this.timer);
    return { ...this.peak };
  }

  private sample(): void {
    try {
      const withPss = this.peak.samples % PSS_EVERY_SAMPLES === 0;
      const now = readTreeMemory(this.root, withPss);
      this.peak = {
        peakRssBytes: Math.max(this.peak.peakRssBytes, now.rssBytes),
        peakPssBytes: withPss
          ? Math.max(this.peak.peakPssBytes, now.pssBytes)
          : this.peak.peakPssBytes,
        peakProcesses: Math.max(this.peak.peakProcesses, now.processes),
        samples: this.peak.samples + 1,
      };
    } catch {
      // No /proc (not Linux): peaks stay 0 and the report says so.
    }
  }
}

import { describe, expect, it } from "vitest";
import {
  parseProcStatus,
  parsePssBytes,
  processTree,
  readTreeMemory,
} from "@/lib/bench/memory";

const STATUS = `Name:\tnode
Umask:\t0022
State:\tS (sleeping)
Tgid:\t4242
Ngid:\t0
Pid:\t4242
PPid:\t4200
TracerPid:\t0
VmPeak:\t 1234567 kB
VmRSS:\t  524288 kB
RssAnon:\t  400000 kB
Threads:\t11
`;

describe("parseProcStatus", () => {
  it("reads pid, parent pid and resident memory in bytes", () => {
    expect(parseProcStatus(STATUS)).toEqual({
      pid: 4242,
      ppid: 4200,
      rssBytes: 524288 * 1024,
    });
  });

  it("gives a kernel thread (no VmRSS) 0 bytes", () => {
    expect(parseProcStatus("Name:\tkthreadd\nPid:\t2\nPPid:\t0\n")).toEqual({
      pid: 2,
      ppid: 0,
      rssBytes: 0,
    });
  });

  it("does not take TracerPid or PPid for Pid", () => {
    expect(parseProcStatus("TracerPid:\t9\nPPid:\t1\n")).toBeNull();
  });
});

describe("parsePssBytes", () => {
  it.each([
    [
      "Rss:              120000 kB\nPss:               80000 kB\n",
      80000 * 1024,
    ],
    ["Rss: 1 kB\nPss_Anon: 5 kB\n", null],
    ["", null],
  ])("reads %j as %s", (text, expected) => {
    expect(parsePssBytes(text)).toBe(expected);
  });
});

describe("processTree", () => {
  const processes = [
    { pid: 1, ppid: 0 },
    { pid: 10, ppid: 1 }, // npm run build
    { pid: 11, ppid: 10 }, // sh -c next build
    { pid: 12, ppid: 11 }, // next build
    { pid: 13, ppid: 12 }, // worker
    { pid: 14, ppid: 12 }, // worker
    { pid: 20, ppid: 1 }, // unrelated
    { pid: 21, ppid: 20 },
  ];

  it.each([
    [10, [10, 11, 12, 13, 14]],
    [12, [12, 13, 14]],
    [20, [20, 21]],
    [99, [99]],
  ])("below %s are %j", (root, expected) => {
    expect([...processTree(root, processes)].sort((a, b) => a - b)).toEqual(
      expected,
    );
  });
});

describe("readTreeMemory", () => {
  it.runIf(process.platform === "linux")(
    "finds this process and its memory in /proc",
    () => {
      const memory = readTreeMemory(process.pid);
      expect(memory.processes).toBeGreaterThanOrEqual(1);
      expect(memory.rssBytes).toBeGreaterThan(0);
      expect(memory.pssBytes).toBeGreaterThan(0);
    },
  );

  it.runIf(process.platform === "linux")(
    "without PSS counts each process's RSS in its place",
    () => {
      const memory = readTreeMemory(process.pid, false);
      expect(memory.processes).toBeGreaterThanOrEqual(1);
      expect(memory.pssBytes).toBe(memory.rssBytes);
    },
  );
});

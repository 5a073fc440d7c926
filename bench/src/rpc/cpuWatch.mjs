// CPU time over an interval, from /proc (Linux; elsewhere it reports nothing): the whole machine's
// busy time, this process's and its child servers', and so what everything else used meanwhile.
// The benchmark prints the last as "other load", because a figure measured while something else
// ate a core is not comparable with one measured on a quiet machine.
import { readFileSync } from 'node:fs';

const TICKS_PER_S = 100;

function machineTicks() {
  // cpu user nice system idle iowait irq softirq steal (guest time is already inside user)
  const [user, nice, system, , , irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

function processTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * @param {Array<number | undefined>} pids processes of the benchmark besides this one
 * @returns {() => { otherCores: number; benchCores: number } | null} stop: average cores used over the interval
 */
export function watchCpu(pids) {
  let started;
  try {
    started = { at: performance.now(), machine: machineTicks(), ours: [process.pid, ...pids].reduce((sum, pid) => sum + (pid ? processTicks(pid) : 0), 0) };
  } catch {
    return () => null;
  }
  return () => {
    const seconds = (performance.now() - started.at) / 1000;
    const machine = (machineTicks() - started.machine) / TICKS_PER_S / seconds;
    const ours = ([process.pid, ...pids].reduce((sum, pid) => sum + (pid ? processTicks(pid) : 0), 0) - started.ours) / TICKS_PER_S / seconds;
    return { otherCores: Math.max(0, machine - ours), benchCores: ours };
  };
}

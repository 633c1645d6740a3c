// Which process listens on a port, and how much memory it holds: read from /proc (Linux), no tools needed.
import fs from 'node:fs';

/** Inodes of the sockets listening (state 0A) on each port, from /proc/net/tcp and tcp6. */
function listeningInodes(ports) {
  const wanted = new Map(ports.map((port) => [port, []]));
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = fs.readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      const port = parseInt(local.split(':').pop(), 16);
      if (state === '0A' && wanted.has(port)) wanted.get(port).push(inode);
    }
  }
  return wanted;
}

/**
 * `{ name: port }` → `{ name: pid }` for the ports something listens on (only processes this user may inspect).
 * Walks /proc/<pid>/fd once for all ports.
 */
export function processesListeningOn(portsByName) {
  const inodes = listeningInodes(Object.values(portsByName));
  const owner = new Map();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(link);
        if (match) owner.set(match[1], Number(pid));
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  const pids = {};
  for (const [name, port] of Object.entries(portsByName)) {
    const pid = inodes
      .get(port)
      ?.map((inode) => owner.get(inode))
      .find(Boolean);
    if (pid) pids[name] = pid;
  }
  return pids;
}

/** Resident set size in KiB (VmRSS of /proc/<pid>/status), or null when the process is gone. */
export function rssKiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const ticksPerSecond = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** utime + stime of a process, in microseconds. */
export function cpuMicros(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

/**
 * What a capacity measured on one machine says per core: the load generator and Postgres run on the
 * same cores as the servers, so the servers had the machine's cores minus theirs — and a process
 * can use at most one core. Capacity per server core then compares 1 and N processes fairly.
 */
export interface CoreShare {
  /** Cores of the machine minus what the load generator and Postgres used. */
  left: number;
  /** What the servers could use of it: at most one core per process. */
  servers: number;
  /** Streams carried per server core; null when no core was left. */
  perServerCore: number | null;
}

export function coreShare(o: { capacity: number; processes: number; machineCores: number; clientCpuPct: number; dbCpuPct: number | null }): CoreShare {
  const left = o.machineCores - (o.clientCpuPct + (o.dbCpuPct ?? 0)) / 100;
  const servers = Math.max(0, Math.min(o.processes, left));
  return { left, servers, perServerCore: servers > 0 ? o.capacity / servers : null };
}

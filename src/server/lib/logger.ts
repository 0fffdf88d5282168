/** A small structured logger: one JSON line per event in production, readable lines otherwise. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(options: { level: LogLevel; json: boolean }): Logger {
  const emit = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < ORDER[options.level]) return;
    const out = level === 'error' || level === 'warn' ? console.error : console.log;
    if (options.json) {
      out(JSON.stringify({ time: new Date().toISOString(), level, msg, ...serialise(fields) }));
    } else {
      const extra = fields && Object.keys(fields).length ? ` ${JSON.stringify(serialise(fields))}` : '';
      out(`${level.toUpperCase().padEnd(5)} ${msg}${extra}`);
    }
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

/** Errors become {name, message, stack, cause} so nothing is lost from a log line. */
function serialise(fields?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error ? describeError(v) : v;
  return out;
}

function describeError(err: Error): Record<string, unknown> {
  return {
    name: err.name,
    message: err.message,
    stack: err.stack,
    cause: err.cause instanceof Error ? describeError(err.cause) : err.cause,
  };
}

/** A logger that keeps lines in memory, for tests that assert on what was logged. */
export function createMemoryLogger(): Logger & { lines: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] } {
  const lines: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] = [];
  const push = (level: LogLevel) => (msg: string, fields?: Record<string, unknown>) => void lines.push({ level, msg, fields });
  return { lines, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}

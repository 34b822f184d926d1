import { describeError } from './log-error';

/** The server's only output channel; `quiet` (tests) silences info but never errors. */
export interface Logger {
  info(message: string): void;
  /** `error` is summarised by describeError: its class and code, never its message or values. */
  error(message: string, error?: unknown): void;
}

export function createLogger(quiet: boolean, write: LogWriter = consoleWriter): Logger {
  return {
    info: (message) => {
      if (!quiet) write.info(message);
    },
    error: (message, error) => {
      write.error(error === undefined ? message : `${message} ${describeError(error)}`);
    },
  };
}

export interface LogWriter {
  info(line: string): void;
  error(line: string): void;
}

const consoleWriter: LogWriter = {
  info: (line) => console.log(line),
  error: (line) => console.error(line),
};

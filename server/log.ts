/** The server's only output channel; `quiet` (tests) silences info but never errors. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(quiet: boolean): Logger {
  return {
    info: (message) => {
      if (!quiet) console.log(message);
    },
    error: (message, error) => {
      if (error === undefined) console.error(message);
      else console.error(message, error);
    },
  };
}

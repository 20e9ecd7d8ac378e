type LogFunction = {
  (message: string): void;
  (details: object, message?: string): void;
};

/** What services log through: the service's own logger (pino) fits it, without services knowing Fastify. */
export type Logger = { debug: LogFunction; info: LogFunction; warn: LogFunction; error: LogFunction };

/** For scripts and tests that log nothing. */
export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

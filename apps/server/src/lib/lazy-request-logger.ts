import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import type { pino } from 'pino'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/**
 * A request's logger, made when the request first logs (docs/performance.md § Request path).
 * Fastify gives every request a child logger that carries its id, and pino serializes and
 * redacts those bindings at once; most requests never log through it (their one line comes from
 * lib/request-log.ts), and building it cost a cached answer a twentieth of its throughput.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options)
    return this.made
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.logger.level = level
  }

  private log(level: Level, args: unknown[]): void {
    this.logger[level](...(args as [unknown]))
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.log('error', args)
  }
  warn(...args: unknown[]): void {
    this.log('warn', args)
  }
  info(...args: unknown[]): void {
    this.log('info', args)
  }
  debug(...args: unknown[]): void {
    this.log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.log('trace', args)
  }
  silent(): void {
    // The silent level logs nothing.
  }

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options)
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, built on its first line. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options)

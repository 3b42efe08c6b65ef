import { pino } from 'pino'
import { asyncStandardOutput } from '../lib/log-options.js'

/**
 * Writes as many log lines as asked through the shop's log output, then exits at once: what a
 * process that stops right after a burst of requests leaves in its log (lib/log-options.test.ts).
 */
const lines = Number(process.argv[2])
const logger = pino({ level: 'info' }, asyncStandardOutput())
for (let line = 0; line < lines; line++) logger.info({ line }, 'request')
process.exit(0)

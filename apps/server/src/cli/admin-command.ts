import { passwordSchema, userNameSchema } from '@shop/shared/users'
import { emailSchema } from '@shop/shared/contact'
import type { Database } from '../db/client.js'
import { setPasswordByOperator } from '../modules/users/password-changes.js'
import {
  changeUserRole,
  createUser,
  findUserByEmailAddress,
} from '../modules/users/users.service.js'

/**
 * The owner's way back in (docs/product-rules.md § Accounts): `npm run admin -- reset-password EMAIL` and
 * `npm run admin -- create-admin EMAIL`, run on the server itself. The password is asked for
 * without echo, or read from ADMIN_PASSWORD; it follows the shop's password rules.
 */

export const ADMIN_COMMAND_USAGE = `Usage: npm run admin -- <command> EMAIL [--name NAME]

Commands:
  reset-password EMAIL           choose a new password for an account; its sessions end
  create-admin EMAIL [--name N]  make a new admin account, or make an existing account an admin

The password is asked for without echo, or read from ADMIN_PASSWORD when that is set.
With the embedded database, stop the shop first: it holds the database while it runs.`

export interface AdminCommandIo {
  /** ADMIN_PASSWORD exactly as the environment gives it (undefined: ask). */
  passwordFromEnv: string | undefined
  /** Asks for a secret without showing what is typed. */
  askSecret: (prompt: string) => Promise<string>
  print: (line: string) => void
  printError: (line: string) => void
}

interface ParsedCommand {
  command: 'reset-password' | 'create-admin'
  email: string
  name: string | undefined
}

function parseArguments(args: readonly string[]): ParsedCommand | string {
  const [command, email, ...rest] = args
  if (command !== 'reset-password' && command !== 'create-admin') {
    return command === undefined || command === '--help' ? '' : `Unknown command "${command}".`
  }
  const address = emailSchema.safeParse(email ?? '')
  if (!address.success)
    return `${command} needs the account's e-mail: ${address.error.issues[0]?.message ?? ''}`
  let name: string | undefined
  for (let index = 0; index < rest.length; index++) {
    if (rest[index] === '--name' && command === 'create-admin') {
      const parsed = userNameSchema.safeParse(rest[index + 1] ?? '')
      if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Name is required.'
      name = parsed.data
      index += 1
    } else {
      return `Unexpected argument "${rest[index] ?? ''}".`
    }
  }
  return { command, email: address.data.toLowerCase(), name }
}

/** The new password: ADMIN_PASSWORD, or typed twice at a hidden prompt. Undefined: refused. */
async function choosePassword(email: string, io: AdminCommandIo): Promise<string | undefined> {
  let password = io.passwordFromEnv
  if (password === undefined) {
    password = await io.askSecret(`New password for ${email}: `)
    const repeated = await io.askSecret('Type it again: ')
    if (repeated !== password) {
      io.printError('The two passwords differ. Nothing was changed.')
      return undefined
    }
  }
  const checked = passwordSchema.safeParse(password)
  if (!checked.success) {
    io.printError(
      `${checked.error.issues[0]?.message ?? 'The password is not valid.'} Nothing was changed.`,
    )
    return undefined
  }
  return checked.data
}

/** Runs one command; answers the process's exit code. */
export async function runAdminCommand(
  args: readonly string[],
  db: Database,
  io: AdminCommandIo,
): Promise<number> {
  const parsed = parseArguments(args)
  if (typeof parsed === 'string') {
    if (parsed !== '') io.printError(parsed)
    io.print(ADMIN_COMMAND_USAGE)
    return parsed === '' ? 0 : 1
  }
  const existing = await findUserByEmailAddress(db, parsed.email)
  if (parsed.command === 'reset-password' && !existing) {
    io.printError(
      `There is no account with the e-mail ${parsed.email}. To make one: npm run admin -- create-admin ${parsed.email}`,
    )
    return 1
  }
  const password = await choosePassword(parsed.email, io)
  if (password === undefined) return 1

  if (!existing) {
    const name = parsed.name ?? parsed.email.split('@')[0] ?? 'Admin'
    await createUser(db, { name, email: parsed.email, password, role: 'admin' })
    io.print(`Created the admin account ${parsed.email} (${name}). Log in at /login.`)
    return 0
  }
  if (parsed.command === 'create-admin' && existing.role !== 'admin') {
    await changeUserRole(db, existing.id, 'admin')
    io.print(`${parsed.email} is now an admin.`)
  }
  await setPasswordByOperator(db, existing.id, password)
  io.print(
    `Changed the password of ${parsed.email}. Every session of this account has ended; log in with the new password.`,
  )
  return 0
}

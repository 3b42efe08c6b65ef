import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.js'
import { mailOutbox, users } from '../db/schema/index.js'
import { verifyPassword } from '../modules/users/passwords.js'
import { TEST_PASSWORD } from '../testing/auth-headers.js'
import { openTestDatabase } from '../testing/test-database.js'
import { createUser } from '../modules/users/users.service.js'
import { ADMIN_COMMAND_USAGE, runAdminCommand, type AdminCommandIo } from './admin-command.js'

/** The owner's recovery commands, run against a real database with a scripted terminal. */

let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.close()
})

const NEW_PASSWORD = 'Recovered9!'

/** A terminal that answers the hidden prompts in turn and keeps what was printed. */
function terminal(options: { env?: string; answers?: string[] } = {}) {
  const answers = [...(options.answers ?? [])]
  const prompts: string[] = []
  const output: string[] = []
  const errors: string[] = []
  const io: AdminCommandIo = {
    passwordFromEnv: options.env,
    askSecret: async (prompt) => {
      prompts.push(prompt)
      return answers.shift() ?? ''
    },
    print: (line) => output.push(line),
    printError: (line) => errors.push(line),
  }
  return { io, prompts, output, errors }
}

const userOf = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0]

describe('reset-password', () => {
  test('asks twice without echo, sets the password, ends the sessions and mails the owner', async () => {
    const owner = await createUser(database.db, {
      name: 'Owner',
      email: 'owner@shop.example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    })
    const shell = terminal({ answers: [NEW_PASSWORD, NEW_PASSWORD] })
    const code = await runAdminCommand(
      ['reset-password', 'Owner@Shop.example.com'],
      database.db,
      shell.io,
    )
    expect(code).toBe(0)
    expect(shell.prompts).toEqual(['New password for owner@shop.example.com: ', 'Type it again: '])
    expect(shell.output.join('\n')).toContain('Changed the password of owner@shop.example.com')
    const after = await userOf('owner@shop.example.com')
    expect(await verifyPassword(after?.passwordHash ?? '', NEW_PASSWORD)).toBe(true)
    expect(after?.tokenVersion).toBe(owner.tokenVersion + 1)
    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, owner.email), eq(mailOutbox.kind, 'password_changed')))
    expect(notices).toHaveLength(1)
  })

  test('takes the password from ADMIN_PASSWORD without asking', async () => {
    await createUser(database.db, {
      name: 'Env',
      email: 'env@shop.example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    })
    const shell = terminal({ env: NEW_PASSWORD })
    expect(
      await runAdminCommand(['reset-password', 'env@shop.example.com'], database.db, shell.io),
    ).toBe(0)
    expect(shell.prompts).toEqual([])
    expect(
      await verifyPassword(
        (await userOf('env@shop.example.com'))?.passwordHash ?? '',
        NEW_PASSWORD,
      ),
    ).toBe(true)
  })

  test.each([
    [
      'mistyped',
      ['different1A!', 'different2A!'],
      'The two passwords differ. Nothing was changed.',
    ],
    [
      'weak',
      ['short', 'short'],
      'Password must be at least 8 characters long. Nothing was changed.',
    ],
  ])('a %s password changes nothing', async (label, answers, message) => {
    const email = `kept-${label}@example.com`
    await createUser(database.db, {
      name: 'Kept',
      email: email,
      password: TEST_PASSWORD,
      role: 'admin',
    })
    const shell = terminal({ answers })
    expect(await runAdminCommand(['reset-password', email], database.db, shell.io)).toBe(1)
    expect(shell.errors).toEqual([message])
    const kept = await userOf(email)
    expect(await verifyPassword(kept?.passwordHash ?? '', TEST_PASSWORD)).toBe(true)
  })

  test('an unknown e-mail says how to make the account instead', async () => {
    const shell = terminal({ env: NEW_PASSWORD })
    expect(
      await runAdminCommand(['reset-password', 'ghost@example.com'], database.db, shell.io),
    ).toBe(1)
    expect(shell.errors).toEqual([
      'There is no account with the e-mail ghost@example.com. To make one: npm run admin -- create-admin ghost@example.com',
    ])
  })
})

describe('create-admin', () => {
  test('makes a new admin account with the given name', async () => {
    const shell = terminal({ env: NEW_PASSWORD })
    const code = await runAdminCommand(
      ['create-admin', 'new-owner@example.com', '--name', 'New Owner'],
      database.db,
      shell.io,
    )
    expect(code).toBe(0)
    expect(await userOf('new-owner@example.com')).toMatchObject({
      name: 'New Owner',
      role: 'admin',
    })
  })

  test('makes an existing customer an admin with a new password', async () => {
    await createUser(database.db, {
      name: 'Cass',
      email: 'cass@example.com',
      password: TEST_PASSWORD,
      role: 'customer',
    })
    const shell = terminal({ env: NEW_PASSWORD })
    expect(await runAdminCommand(['create-admin', 'cass@example.com'], database.db, shell.io)).toBe(
      0,
    )
    expect(shell.output[0]).toBe('cass@example.com is now an admin.')
    const cass = await userOf('cass@example.com')
    expect(cass?.role).toBe('admin')
    expect(await verifyPassword(cass?.passwordHash ?? '', NEW_PASSWORD)).toBe(true)
  })
})

test.each([
  [[], 0, []],
  [['--help'], 0, []],
  [['delete-everything'], 1, ['Unknown command "delete-everything".']],
  [
    ['create-admin', 'not-an-email'],
    1,
    ["create-admin needs the account's e-mail: Please enter a valid email address."],
  ],
  [['reset-password', 'a@b.co', '--force'], 1, ['Unexpected argument "--force".']],
])('%j prints the usage and exits with %d', async (args, code, errors) => {
  const shell = terminal({ env: NEW_PASSWORD })
  expect(await runAdminCommand(args, database.db, shell.io)).toBe(code)
  expect(shell.errors).toEqual(errors)
  expect(shell.output).toEqual([ADMIN_COMMAND_USAGE])
})

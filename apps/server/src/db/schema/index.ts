// The one barrel of the server: drizzle-kit and the drizzle client read the whole schema from here.
export * from './products.js'
export * from './users.js'
export * from './messages.js'
export * from './carts.js'
export * from './checkouts.js'
export * from './orders.js'
export * from './mail.js'

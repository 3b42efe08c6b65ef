/** Business constants of the shop (docs/product-rules.md § Limits). One named constant per limit. */

export const CURRENCY = 'USD'

export const HERO_ROTATION_MS = 5000
export const HEADER_SOLID_AFTER_PX = 80
export const STRIP_SCROLL_PX = 300

/**
 * docs/product-rules.md § Cart: `guest_{timestamp}` followed by randomness so that one guest cannot guess
 * another's cart id; an id without its random part is refused, since a timestamp alone can be
 * guessed. Here, not in cart.ts, so the app shell loads no zod for it.
 */
export const GUEST_ID_PATTERN = /^guest_\d{10,16}_[A-Za-z0-9-]{8,64}$/

export const MIN_CART_QUANTITY = 1
/** A line can never hold more than this, whatever the stock says: guards against absurd numbers. */
export const MAX_CART_QUANTITY = 999

/**
 * Only the home's hard-coded hero slide still says this: shipping is priced, and promised, from
 * the shop's shipping table (docs/product-rules.md § Shipping rates). Goes with those slides.
 */
export const FREE_SHIPPING_THRESHOLD = 100
/** docs/product-rules.md § Money: a checkout's prices hold this long; paying later asks the buyer to confirm. */
export const QUOTE_HOLD_MINUTES = 60
export const RETURN_WINDOW_DAYS = 30
export const ESTIMATED_DELIVERY_DAYS = 10
export const SHORT_ID_LENGTH = 8

export const HOME_WOMENS_BOTTOM_WEAR_COUNT = 8
export const NEW_ARRIVALS_COUNT = 8
export const SIMILAR_PRODUCTS_COUNT = 4

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
export const MAX_SEARCH_LENGTH = 100

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_STRENGTH_YELLOW_FROM = 6
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'

export const PRODUCT_ADDED_TOAST_MS = 1000

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/**
 * The most pixels an uploaded image may decode to: a 48-megapixel phone photo fits, a small file
 * that unpacks into gigabytes of pixels (a decompression bomb) does not.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000

export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
export const MAX_CONTACT_MESSAGE_LENGTH = 5000

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
export const GENDERS = ['Men', 'Women'] as const
export const CATEGORIES = ['Top Wear', 'Bottom Wear'] as const
export const SORT_OPTIONS = ['priceAsc', 'priceDesc', 'popularity', 'newest'] as const

/** Longer passwords are refused at registration: argon2 should never hash megabytes. */
export const MAX_PASSWORD_LENGTH = 128

/**
 * The most one checkout line, or one checkout's total, may come to, in dollars: far beyond any
 * real basket of the shop, and far inside what its integer-cent columns hold.
 */
export const MAX_CHECKOUT_AMOUNT = 1_000_000

/** At most this many lines in one checkout or shipping quote: guards against absurd bodies. */
export const MAX_CHECKOUT_LINES = 100
/** Longest accepted delivery field (street address); the other fields are shorter. */
export const MAX_ADDRESS_LENGTH = 200
export const MAX_ADDRESS_FIELD_LENGTH = 100
export const PHONE_MIN_DIGITS = 7
export const PHONE_MAX_DIGITS = 15

/** docs/product-rules.md § Accounts: a password reset link works this long, once. */
export const PASSWORD_RESET_LINK_MINUTES = 60
/** A new e-mail address is confirmed from a link mailed to it, which works this long, once. */
export const EMAIL_CONFIRMATION_LINK_MINUTES = 60

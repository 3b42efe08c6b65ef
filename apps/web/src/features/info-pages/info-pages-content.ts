import {
  FREE_SHIPPING_THRESHOLD,
  QUOTE_HOLD_MINUTES,
  RETURN_WINDOW_DAYS,
} from '@shop/shared/limits'
import { SHOP_CONTACT_EMAIL, SHOP_NAME } from '../../config/shop'
import { formatPrice } from '../../lib/format-money'

/** A titled part of an information page: paragraphs, then an optional list. */
export interface InfoSection {
  heading: string
  paragraphs: readonly string[]
  items?: readonly string[]
}

export interface InfoPageContent {
  /** The page's heading and its document title. */
  title: string
  /** The meta description search engines show. */
  description: string
  intro: string
  sections: readonly InfoSection[]
}

export type InfoPageKey = 'shipping' | 'returns' | 'privacy' | 'terms'

const FREE_OVER = formatPrice(FREE_SHIPPING_THRESHOLD)

/**
 * The texts of the footer's shipping, returns, privacy and terms pages, in one place: a shop
 * owner edits them here. Rates and rules state what the shop does: the shipping table and the
 * refunds of docs/api.md (§ Shipping, § Refunds) and the shop's limits.
 */
export const INFO_PAGES: Record<InfoPageKey, InfoPageContent> = {
  shipping: {
    title: 'Shipping',
    description: `How ${SHOP_NAME} ships: rates and delivery times in the United States and worldwide, and free standard shipping on orders over ${FREE_OVER}.`,
    intro: `We pack every order with care and hand it to the carrier as soon as we can. You choose how fast it travels at checkout, where each option shows its price and the delivery date to expect.`,
    sections: [
      {
        heading: 'Within the United States',
        paragraphs: [
          `Standard Shipping is free on orders over ${FREE_OVER} (before shipping and tax). Delivery times are business days: Saturdays and Sundays are not counted.`,
        ],
        items: [
          'Standard Shipping: $5.99, about 5 business days',
          'Express Shipping: $14.99, about 2 business days',
          'Overnight Shipping: $29.99, the next business day',
        ],
      },
      {
        heading: 'International',
        paragraphs: [
          'We ship worldwide. Import duties and local taxes charged by the destination country are not included in our prices and are paid on delivery.',
        ],
        items: [
          'International Standard: $19.99, about 10 business days',
          'International Express: $39.99, about 5 business days',
        ],
      },
      {
        heading: 'Tax and discount codes',
        paragraphs: [
          'Sales tax depends on the delivery address and is shown in the order summary before you pay. A discount code that offers free shipping takes the shipping cost off at checkout.',
        ],
      },
      {
        heading: 'Tracking your order',
        paragraphs: [
          `Once your order leaves us, we send you an e-mail with its tracking number. Signed-in customers can also follow every order under My Orders. If a delivery date passes by more than a few days, write to us and we will look into it.`,
        ],
      },
    ],
  },

  returns: {
    title: 'Returns & Refunds',
    description: `${String(RETURN_WINDOW_DAYS)} days to return, with your money back: how returns and refunds work at ${SHOP_NAME}.`,
    intro: `Not the right fit? You have ${String(RETURN_WINDOW_DAYS)} days from delivery to send your order back, with our money-back guarantee.`,
    sections: [
      {
        heading: 'How to return',
        paragraphs: ['Returns are simple, and a person on our team handles each one.'],
        items: [
          `Write to us within ${String(RETURN_WINDOW_DAYS)} days of delivery through the Contact page or at ${SHOP_CONTACT_EMAIL}, with your order number (the 8 characters shown under My Orders).`,
          'We reply with the address to send the parcel to.',
          'Send the items back unworn and unwashed, with their tags, in a parcel you can track.',
        ],
      },
      {
        heading: 'Your refund',
        paragraphs: [
          'When your return arrives, we refund the whole amount you paid for the order, shipping and tax included, to the payment method you used (your PayPal account). You get an e-mail as soon as the refund is made; your bank or PayPal may take a few days to show it.',
          'Refunds are made per order. If you want to return only some of the items in an order, write to us first and we will find a way.',
        ],
      },
      {
        heading: 'Changed your mind before it ships?',
        paragraphs: [
          'Write to us as soon as you can. While your order has not left us, we can cancel it and refund your payment in the same step.',
        ],
      },
      {
        heading: 'Faulty or wrong items',
        paragraphs: [
          'If something arrives damaged or is not what you ordered, tell us with a photo and we make it right, including the cost of sending it back. Otherwise the cost of the return parcel is yours.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    description: `What ${SHOP_NAME} collects when you shop with us, why, and how to have it changed or removed.`,
    intro: `We collect what we need to run the shop and deliver your orders, and nothing to sell. This page says what that is.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['Depending on what you do in the shop, we keep:'],
        items: [
          'Your account: name, e-mail address and a scrambled form of your password (never the password itself).',
          'Your orders: the items, prices, delivery address and phone number, the shipping option and the payment status.',
          'Your newsletter subscription: the e-mail address you signed up with.',
          'Messages you send us through the Contact page.',
          'Security records: failed sign-in attempts with the network address they came from, kept to stop password guessing.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are made through PayPal. We never see or store your card or bank details; we keep only the payment reference PayPal gives us, so that we can refund you.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: [
          'The shop keeps your cart and your sign-in in your browser’s local storage, so they survive a reload. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Our team sees what it needs to fulfil and support your orders. We share your name and address with the carrier that delivers your parcel and payment details with PayPal, and with no one else unless the law requires it.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can change your name and e-mail address on your profile page and leave the newsletter at any time through the unsubscribe link in its e-mails. To get a copy of your data, or to have your account deleted, write to ${SHOP_CONTACT_EMAIL}. We keep order records as long as tax and accounting law require.`,
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of Service',
    description: `The terms that apply when you shop at ${SHOP_NAME}: orders, prices, payment, delivery and returns.`,
    intro: `These terms apply to every order placed in our shop. By placing an order you accept them.`,
    sections: [
      {
        heading: 'Orders',
        paragraphs: [
          'An order is placed when your payment is approved, and confirmed by the e-mail we send you. If an item sells out between your payment and your order, we refund your payment in full and tell you straight away.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          `Prices are in US dollars. The order summary at checkout shows the subtotal, any discount, shipping, tax and the total you pay. These figures hold for ${String(QUOTE_HOLD_MINUTES)} minutes; if a price, the stock or a discount changes before you pay, we show you the new figures to confirm first. Discount codes apply under the conditions shown with them, one code per order.`,
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          'Delivery times are estimates. The risk of loss passes to you when the parcel is delivered. Our Shipping page lists the options and their costs.',
        ],
      },
      {
        heading: 'Returns and cancellation',
        paragraphs: [
          `You may return an order within ${String(RETURN_WINDOW_DAYS)} days of delivery for a full refund, as our Returns & Refunds page describes. This adds to, and never takes away, the rights the law gives you.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. You are responsible for orders placed from your account; if you think someone else has used it, change your password, which signs out every other session, and tell us.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The version on this page when you place an order applies to that order.',
        ],
      },
    ],
  },
}

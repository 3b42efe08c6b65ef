import type { ShopPageSlug } from '@shop/shared/shop-pages'
import type { PageText } from './pages.repository.js'

/**
 * What a page says until the owner saves it (docs/product-rules.md § The owner's shop: a shop
 * started with SEED_DEMO=false has neutral content). Short, without a brand, and promising
 * nothing the shop's settings might not keep: each says where the owner writes the real text.
 */
export const STARTING_PAGES: Readonly<Record<ShopPageSlug, PageText>> = {
  about: {
    title: 'About us',
    body: [
      'Welcome to our shop. We choose every piece we sell with care, and we are glad you are here.',
      '',
      '*This page is waiting for the shop’s own story: who we are, what we make and what we care about. The shop’s owner writes it in the back office, under Pages.*',
    ].join('\n'),
  },
  shipping: {
    title: 'Shipping',
    body: [
      'We pack every order with care and hand it to the carrier as soon as we can.',
      '',
      '## Options and prices',
      '',
      'Checkout lists the shipping options for your address, each with its price and the delivery time to expect, before you pay.',
      '',
      '## Tracking your order',
      '',
      'We send you an e-mail when your order ships. Signed-in customers can follow every order under My Orders.',
    ].join('\n'),
  },
  returns: {
    title: 'Returns & Refunds',
    body: [
      'Something not right with your order? Write to us through the [Contact page](/contact) with your order number, and we will tell you how to send it back.',
      '',
      'Refunds go back to the payment method you used, and we send you an e-mail when one is made.',
    ].join('\n'),
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'We keep what you give us (your account, your orders and your messages) to run the shop and deliver your orders, and we sell it to no one.',
      '',
      'To see, correct or delete what we keep about you, write to us through the [Contact page](/contact).',
    ].join('\n'),
  },
  terms: {
    title: 'Terms of Service',
    body: [
      'These terms apply to every order placed in this shop.',
      '',
      '- An order is confirmed by the e-mail we send you once your payment is approved.',
      '- Checkout shows the price of each item, shipping and tax before you pay.',
      '- Delivery times are estimates.',
    ].join('\n'),
  },
}

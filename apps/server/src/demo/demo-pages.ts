import { QUOTE_HOLD_MINUTES } from '@shop/shared/limits'
import type { ShopPageSlug } from '@shop/shared/shop-pages'
import { DEMO_SHOP_SETTINGS } from './demo-shop-look.js'

/** A page as the back office saves it: a title and a Markdown body. */
export interface DemoPage {
  title: string
  body: string
}

const RETURN_DAYS = DEMO_SHOP_SETTINGS.returnWindowDays

/**
 * The demo shop's five pages in Markdown: the texts the storefront showed before the owner could
 * write them (docs/product-rules.md § The owner's shop: a fresh demo shop looks as it does now).
 * The shipping page's rates come from the shipping table, below the text; the about page's
 * promise of free standard shipping over $100 is the demo table's (demo-pages.test.ts holds it),
 * so no page promises what the rates do not keep. No text holds the contact e-mail: each page
 * shows the address of the settings below its text.
 */
export function demoPages(shopName: string): Record<ShopPageSlug, DemoPage> {
  return {
    about: {
      title: 'About Us',
      body: `**Clothes that take it easy, so you can too.** ${shopName} makes laid-back apparel and merchandise with a playful, slide-inspired twist: pieces that feel good from the first wear to the hundredth.

## Our story

${shopName} started with a playground slide. Two friends were watching their kids climb the ladder, sit at the top for a second, and let go, laughing all the way down. That feeling of a short climb and a long, easy ride was exactly what they wanted from the clothes they wore every day.

So they set out to make them: roomy tees, soft hoodies, relaxed trousers and the odd cap or tote, cut to move in and built to last. Every piece gets a small nod to the slide, a rounded hem, a curved seam or a swoosh of colour, because getting dressed should be a little bit fun.

Today ${shopName} is still a small team. We design every collection ourselves, test our samples by wearing them hard, and only ship what we would happily wear tomorrow.

## Our mission

To make easygoing clothes that last, made fairly and priced honestly, so that looking good never feels like hard work. Less fuss, more play, and pieces you reach for again and again.

Standard shipping is free on orders over $100, wherever we ship, and every order comes with our ${String(RETURN_DAYS)}-day money-back guarantee.

## What we care about

### Quality fabrics

Heavyweight cotton, soft fleece and sturdy ripstop, chosen to keep their shape and colour wash after wash.

### Fair making

We work with a small circle of workshops we visit ourselves, and pay for good work at a fair price.

### Easy returns

Changed your mind? You have ${String(RETURN_DAYS)} days to send it back, with your money back guaranteed.

### Playful by design

A curve in a seam, a colour that makes you grin: small details that make an everyday piece yours.`,
    },

    shipping: {
      title: 'Shipping',
      // The rates, their delivery times and free-over amounts follow on the page, drawn from the
      // shipping table (docs/product-rules.md § Shipping rates): the text repeats none of them.
      body: `We pack every order with care and hand it to the carrier as soon as we can. You choose how fast it travels at checkout, where each option shows its price and the delivery date to expect. The rates below are the ones the checkout charges.

## International orders

We ship worldwide. Import duties and local taxes charged by the destination country are not included in our prices and are paid on delivery.

## Tax and discount codes

Sales tax depends on the delivery address and is shown in the order summary before you pay. A discount code that offers free shipping takes the shipping cost off at checkout.

## Tracking your order

Once your order leaves us, we send you an e-mail with its tracking number. Signed-in customers can also follow every order under My Orders. If a delivery date passes by more than a few days, write to us and we will look into it.`,
    },

    returns: {
      title: 'Returns & Refunds',
      body: `Not the right fit? You have ${String(RETURN_DAYS)} days from delivery to send your order back, with our money-back guarantee.

## How to return

Returns are simple, and a person on our team handles each one.

- Write to us within ${String(RETURN_DAYS)} days of delivery through the [Contact page](/contact) or by e-mail, with your order number (the 8 characters shown under My Orders).
- We reply with the address to send the parcel to.
- Send the items back unworn and unwashed, with their tags, in a parcel you can track.

## Your refund

When your return arrives, we refund the whole amount you paid for the order, shipping and tax included, to the payment method you used (your PayPal account). You get an e-mail as soon as the refund is made; your bank or PayPal may take a few days to show it.

Refunds are made per order. If you want to return only some of the items in an order, write to us first and we will find a way.

## Changed your mind before it ships?

Write to us as soon as you can. While your order has not left us, we can cancel it and refund your payment in the same step.

## Faulty or wrong items

If something arrives damaged or is not what you ordered, tell us with a photo and we make it right, including the cost of sending it back. Otherwise the cost of the return parcel is yours.`,
    },

    privacy: {
      title: 'Privacy Policy',
      body: `We collect what we need to run the shop and deliver your orders, and nothing to sell. This page says what that is.

## What we collect

Depending on what you do in the shop, we keep:

- Your account: name, e-mail address and a scrambled form of your password (never the password itself).
- Your orders: the items, prices, delivery address and phone number, the shipping option and the payment status.
- Your newsletter subscription: the e-mail address you signed up with.
- Messages you send us through the Contact page.
- Security records: failed sign-in attempts with the network address they came from, kept to stop password guessing.

## Payments

Payments are made through PayPal. We never see or store your card or bank details; we keep only the payment reference PayPal gives us, so that we can refund you.

## In your browser

The shop keeps your cart and your sign-in in your browser’s local storage, so they survive a reload. We use no advertising or tracking cookies.

## Who sees it

Our team sees what it needs to fulfil and support your orders. We share your name and address with the carrier that delivers your parcel and payment details with PayPal, and with no one else unless the law requires it.

## Your choices

You can change your name and e-mail address on your profile page and leave the newsletter at any time through the unsubscribe link in its e-mails. To get a copy of your data, or to have your account deleted, write to us through the [Contact page](/contact) or by e-mail. We keep order records as long as tax and accounting law require.`,
    },

    terms: {
      title: 'Terms of Service',
      body: `These terms apply to every order placed in our shop. By placing an order you accept them.

## Orders

An order is placed when your payment is approved, and confirmed by the e-mail we send you. If an item sells out between your payment and your order, we refund your payment in full and tell you straight away.

## Prices and payment

Prices are in US dollars. The order summary at checkout shows the subtotal, any discount, shipping, tax and the total you pay. These figures hold for ${String(QUOTE_HOLD_MINUTES)} minutes; if a price, the stock or a discount changes before you pay, we show you the new figures to confirm first. Discount codes apply under the conditions shown with them, one code per order.

## Delivery

Delivery times are estimates. The risk of loss passes to you when the parcel is delivered. Our [Shipping page](/shipping) lists the options and their costs.

## Returns and cancellation

You may return an order within ${String(RETURN_DAYS)} days of delivery for a full refund, as our [Returns & Refunds page](/returns) describes. This adds to, and never takes away, the rights the law gives you.

## Your account

Keep your password to yourself. You are responsible for orders placed from your account; if you think someone else has used it, change your password, which signs out every other session, and tell us.

## Changes to these terms

We may update these terms from time to time. The version on this page when you place an order applies to that order.`,
    },
  }
}

import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeProduct } from '../product-details.fixture'
import { ProductJsonLd, buildProductJsonLd } from './product-json-ld'

test('search engines get the product with absolute image URLs, first SKU, brand and offer', () => {
  expect(buildProductJsonLd(makeProduct(), 'https://shop.example')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Drift Pocket Tee',
    description: 'A heavyweight tee for long days on the slide.\n• Organic cotton\n• Boxy fit',
    image: [
      'https://shop.example/uploads/tee-front.webp',
      'https://shop.example/uploads/tee-back.webp',
      'https://shop.example/uploads/tee-pocket.webp',
    ],
    sku: 'TEE-BLK-M',
    brand: { '@type': 'Brand', name: 'Slide Supply Co.' },
    offers: {
      '@type': 'Offer',
      price: 36,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/prod-tee',
    },
  })
})

test('a product with no stock is offered as out of stock, and an image hosted elsewhere keeps its URL', () => {
  const product = makeProduct({
    images: [{ url: 'https://cdn.example/tee.jpg', altText: 'Tee' }],
    variants: makeProduct().variants.map((variant) => ({ ...variant, countInStock: 0 })),
  })

  const data = buildProductJsonLd(product, 'https://shop.example')

  expect(data.offers.availability).toBe('https://schema.org/OutOfStock')
  expect(data.image).toEqual(['https://cdn.example/tee.jpg'])
})

test('the page carries the data as a JSON-LD block that no name can break out of', () => {
  const { container } = render(
    <ProductJsonLd product={makeProduct({ name: 'Tee </script><b>' })} />,
  )

  const script = container.querySelector('script[type="application/ld+json"]')
  expect(script).not.toBeNull()
  expect(script?.textContent).not.toContain('</script>')
  const data = JSON.parse(script?.textContent ?? '') as { name: string; offers: { url: string } }
  expect(data.name).toBe('Tee </script><b>')
  expect(data.offers.url).toBe(`${window.location.origin}/product/prod-tee`)
})

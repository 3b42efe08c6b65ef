import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ColorFilterSwatches } from './color-filter-swatches'

const noop = () => undefined

test('a colour of the managed palette is drawn in its hex, even one the shop did not know', () => {
  render(
    <ColorFilterSwatches
      colors={['Sunset Orange', 'Navy']}
      palette={[
        { name: 'Navy', hex: '#000080' },
        { name: 'Sunset Orange', hex: '#ff8c42' },
      ]}
      selected={[]}
      onToggle={noop}
    />,
  )
  expect(screen.getByRole('button', { name: 'Sunset Orange' })).toHaveStyle({
    backgroundColor: '#ff8c42',
  })
  // The palette wins over the built-in colour of the same name.
  expect(screen.getByRole('button', { name: 'Navy' })).toHaveStyle({ backgroundColor: '#000080' })
})

test('without a palette the built-in colours are used, and grey for a colour they lack', () => {
  render(<ColorFilterSwatches colors={['Navy', 'Sunset Orange']} selected={[]} onToggle={noop} />)
  expect(screen.getByRole('button', { name: 'Navy' })).toHaveStyle({ backgroundColor: '#1f2c4c' })
  expect(screen.getByRole('button', { name: 'Sunset Orange' })).toHaveStyle({
    backgroundColor: '#9e9e9e',
  })
})

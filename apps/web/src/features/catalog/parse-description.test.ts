import { expect, test } from 'vitest'
import { getDescriptionSummary, parseDescription } from './parse-description'

test('each plain line of a description is its own paragraph', () => {
  expect(parseDescription('Soft and roomy.\nMade to last.')).toEqual([
    { kind: 'paragraph', text: 'Soft and roomy.' },
    { kind: 'paragraph', text: 'Made to last.' },
  ])
})

test('consecutive bullet lines, with •, - or *, form one list', () => {
  expect(parseDescription('Roomy cargo pants.\n• Ripstop\n- Relaxed fit\n* Two pockets')).toEqual([
    { kind: 'paragraph', text: 'Roomy cargo pants.' },
    { kind: 'list', items: ['Ripstop', 'Relaxed fit', 'Two pockets'] },
  ])
})

test('a paragraph between bullet lines starts a new list after it', () => {
  expect(parseDescription('• One\nCare:\n• Cold wash')).toEqual([
    { kind: 'list', items: ['One'] },
    { kind: 'paragraph', text: 'Care:' },
    { kind: 'list', items: ['Cold wash'] },
  ])
})

test('blank lines, surrounding spaces and Windows line ends leave no empty blocks', () => {
  expect(parseDescription('  Intro  \r\n\r\n   •   Spaced item  \r\n•\n\n')).toEqual([
    { kind: 'paragraph', text: 'Intro' },
    { kind: 'list', items: ['Spaced item'] },
  ])
})

test('a bullet dot needs no space after it, but a dash or star does', () => {
  expect(parseDescription('•Tight bullet\n-20% on rainy days\n*Limited run')).toEqual([
    { kind: 'list', items: ['Tight bullet'] },
    { kind: 'paragraph', text: '-20% on rainy days' },
    { kind: 'paragraph', text: '*Limited run' },
  ])
})

test('an empty description has no blocks and no summary', () => {
  expect(parseDescription('')).toEqual([])
  expect(parseDescription(' \n \n')).toEqual([])
  expect(getDescriptionSummary('\n  \n')).toBeUndefined()
})

test('the summary is the first line, without a bullet', () => {
  expect(getDescriptionSummary('\nRoomy cargo pants.\n• Ripstop')).toBe('Roomy cargo pants.')
  expect(getDescriptionSummary('• Ripstop\n• Relaxed')).toBe('Ripstop')
})

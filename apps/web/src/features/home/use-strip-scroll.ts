import { STRIP_SCROLL_PX } from '@shop/shared/limits'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { prefersReducedMotion } from './use-prefers-reduced-motion'

/** Sub-pixel widths can leave the scroll a fraction short of either end. */
const EDGE_TOLERANCE_PX = 1
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 5

interface StripEdges {
  canScrollBack: boolean
  canScrollForward: boolean
}

/**
 * A horizontally scrolling strip (docs/product-rules.md § Screens, Home, new arrivals): arrows that scroll
 * STRIP_SCROLL_PX and know when they are at an end, and dragging with the mouse. Touch and
 * trackpads scroll natively. `itemCount` re-measures the ends when the items change.
 */
export function useStripScroll<T extends HTMLElement>(itemCount: number) {
  const stripRef = useRef<T>(null)
  const [edges, setEdges] = useState<StripEdges>({ canScrollBack: false, canScrollForward: false })
  const [isDragging, setIsDragging] = useState(false)
  /** Set by a drag so the click that ends it does not follow the link under the mouse. */
  const shouldSuppressClickRef = useRef(false)
  const stopDragRef = useRef<(() => void) | null>(null)

  const measureEdges = useCallback(() => {
    const strip = stripRef.current
    if (!strip) return
    const maxScroll = strip.scrollWidth - strip.clientWidth
    const next = {
      canScrollBack: strip.scrollLeft > EDGE_TOLERANCE_PX,
      canScrollForward: strip.scrollLeft < maxScroll - EDGE_TOLERANCE_PX,
    }
    setEdges((previous) =>
      previous.canScrollBack === next.canScrollBack &&
      previous.canScrollForward === next.canScrollForward
        ? previous
        : next,
    )
  }, [])

  useEffect(() => {
    const strip = stripRef.current
    if (!strip) return
    measureEdges()
    strip.addEventListener('scroll', measureEdges, { passive: true })
    window.addEventListener('resize', measureEdges)
    return () => {
      strip.removeEventListener('scroll', measureEdges)
      window.removeEventListener('resize', measureEdges)
    }
  }, [measureEdges, itemCount])

  useEffect(
    () => () => {
      stopDragRef.current?.()
    },
    [],
  )

  const scrollByStep = (direction: 1 | -1) => {
    stripRef.current?.scrollBy({
      left: direction * STRIP_SCROLL_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }

  const onPointerDown = (event: ReactPointerEvent<T>) => {
    const strip = stripRef.current
    // Touch and pens scroll the strip natively; only a primary mouse button drags it.
    if (!strip || event.pointerType !== 'mouse' || event.button !== 0) return
    stopDragRef.current?.()
    shouldSuppressClickRef.current = false
    const startX = event.clientX
    const startScroll = strip.scrollLeft
    let hasMoved = false

    const onMove = (move: PointerEvent) => {
      const distance = move.clientX - startX
      if (!hasMoved && Math.abs(distance) < DRAG_THRESHOLD_PX) return
      if (!hasMoved) {
        hasMoved = true
        setIsDragging(true)
      }
      strip.scrollLeft = startScroll - distance
    }
    const stop = () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onUp)
      stopDragRef.current = null
    }
    const onUp = () => {
      stop()
      if (!hasMoved) return
      setIsDragging(false)
      shouldSuppressClickRef.current = true
      // The click, if any, comes in the same task as the pointerup; later clicks are real ones.
      window.setTimeout(() => {
        shouldSuppressClickRef.current = false
      }, 0)
    }
    // On window, so a drag that leaves the strip still follows the mouse and still ends.
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onUp)
    stopDragRef.current = stop
  }

  const onClickCapture = (event: ReactMouseEvent<T>) => {
    if (!shouldSuppressClickRef.current) return
    shouldSuppressClickRef.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  return {
    stripRef,
    canScrollBack: edges.canScrollBack,
    canScrollForward: edges.canScrollForward,
    isDragging,
    scrollBack: () => {
      scrollByStep(-1)
    },
    scrollForward: () => {
      scrollByStep(1)
    },
    /** Spread on the scrolling element. */
    dragHandlers: {
      onPointerDown,
      onClickCapture,
      // A link or image dragged natively would cancel the pointer drag.
      onDragStart: (event: ReactMouseEvent<T>) => {
        event.preventDefault()
      },
    },
  }
}

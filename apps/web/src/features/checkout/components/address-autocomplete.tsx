import { importLibrary, setOptions } from '@googlemaps/js-api-loader'
import { useEffect, useRef, useState } from 'react'
import { addressFromPlace, type PlaceAddressFields } from '../place-address'

interface AddressAutocompleteProps {
  apiKey: string
  onPick: (fields: PlaceAddressFields) => void
}

let configuredKey: string | undefined

/** The loader takes its options once per page; the key never changes while the shop runs. */
function loadPlaces(apiKey: string) {
  if (configuredKey === undefined) {
    setOptions({ key: apiKey, v: 'weekly' })
    configuredKey = apiKey
  }
  return importLibrary('places')
}

/**
 * docs/product-rules.md § Validation: address autocomplete limited to US addresses that fills address, city, state,
 * postal code and country. Google's Places widget, loaded as its own chunk and only when the
 * server has a Maps key (GET /api/shipping/address-autocomplete); the form works without it.
 */
export function AddressAutocomplete({ apiKey, onPick }: AddressAutocompleteProps) {
  const container = useRef<HTMLDivElement>(null)
  const latestOnPick = useRef(onPick)
  const [hasFailed, setHasFailed] = useState(false)

  useEffect(() => {
    latestOnPick.current = onPick
  }, [onPick])

  useEffect(() => {
    let widget: google.maps.places.PlaceAutocompleteElement | undefined
    let isCancelled = false
    loadPlaces(apiKey)
      .then(({ PlaceAutocompleteElement }) => {
        if (isCancelled || !container.current) return
        widget = new PlaceAutocompleteElement({ includedRegionCodes: ['us'] })
        widget.setAttribute('aria-labelledby', 'address-search-label')
        widget.addEventListener('gmp-select', ({ placePrediction }) => {
          const place = placePrediction.toPlace()
          void place
            .fetchFields({ fields: ['addressComponents'] })
            .then(() => {
              latestOnPick.current(addressFromPlace(place.addressComponents ?? []))
            })
            .catch(() => {
              setHasFailed(true)
            })
        })
        container.current.append(widget)
      })
      .catch(() => {
        if (!isCancelled) setHasFailed(true)
      })
    return () => {
      isCancelled = true
      widget?.remove()
    }
  }, [apiKey])

  return (
    <div className="mb-5">
      <p id="address-search-label" className="mb-1.5 text-sm font-medium text-stone-800">
        Find your address (US)
      </p>
      <div ref={container} className="min-h-11" />
      {hasFailed ? (
        <p className="mt-1.5 text-sm text-stone-600">
          Address search is not available right now. Please fill in the fields below.
        </p>
      ) : null}
    </div>
  )
}

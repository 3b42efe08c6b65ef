import type { ReturnReason, ReturnableLine } from '@shop/shared/returns'
import { RETURN_REASONS, RETURN_REASON_LABELS } from '@shop/shared/returns-constants'
import { useId } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'
import { focusRing } from '../../../components/ui/focus-ring'
import { formatMoney } from '../../../lib/format-money'
import {
  exchangeKey,
  exchangeOptionsFor,
  withQuantity,
  type LineChoice,
  type LineErrors,
  type ReturnWay,
} from '../return-choices'
import { describeVariant } from '../return-format'

interface ReturnLineChoiceProps {
  line: ReturnableLine
  choice: LineChoice
  errors: LineErrors | undefined
  onChange: (choice: LineChoice) => void
}

function FieldMessage({ id, children }: { id: string; children: string | undefined }) {
  if (!children) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  )
}

const radioClass = `size-4 shrink-0 accent-ink ${focusRing.standard}`

/**
 * One line of the order in the return flow: whether it goes back, how many units, why, and money
 * back or another size or colour of the same product (only variants in stock for every unit).
 */
export function ReturnLineChoice({ line, choice, errors, onChange }: ReturnLineChoiceProps) {
  const id = useId()
  const options = exchangeOptionsFor(line, choice.quantity)
  const sameColour = options.filter((option) => option.color === line.color)
  const otherColours = options.filter((option) => option.color !== line.color)
  const isReturnable = line.returnable > 0
  const name = `${line.name} (${describeVariant(line)})`

  const renderOption = (option: (typeof options)[number]) => (
    <option key={exchangeKey(option)} value={exchangeKey(option)}>
      {describeVariant(option)}
    </option>
  )

  return (
    <li
      className={`rounded-xl border p-4 sm:p-5 ${
        choice.isChosen ? 'border-ink bg-white' : 'border-stone-200 bg-white'
      } ${isReturnable ? '' : 'opacity-70'}`}
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={choice.isChosen}
          disabled={!isReturnable}
          onChange={(event) => {
            onChange({ ...choice, isChosen: event.target.checked })
          }}
          aria-label={`Return ${name}`}
          className={`mt-1 size-4 shrink-0 accent-ink ${focusRing.standard}`}
        />
        <img
          src={line.image}
          alt=""
          width={48}
          height={60}
          className="h-15 w-12 shrink-0 rounded bg-stone-100 object-cover"
        />
        <span className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold">{line.name}</span>
          <span className="mt-0.5 block text-stone-600">
            {describeVariant(line)} · {formatMoney(line.price)}
          </span>
          <span className="mt-0.5 block text-stone-600">
            {isReturnable
              ? `${String(line.returnable)} of ${String(line.quantity)} can be returned`
              : 'Already in a return'}
          </span>
        </span>
      </label>

      {choice.isChosen ? (
        <div className="mt-4 space-y-4 border-t border-stone-200 pt-4 sm:pl-7">
          <div className="grid gap-4 sm:grid-cols-2">
            {line.returnable > 1 ? (
              <div>
                <label htmlFor={`${id}-quantity`} className="block text-sm font-medium">
                  Quantity
                </label>
                <select
                  id={`${id}-quantity`}
                  value={choice.quantity}
                  onChange={(event) => {
                    onChange(withQuantity(line, choice, Number(event.target.value)))
                  }}
                  className={`mt-1.5 ${fieldClassName()}`}
                >
                  {Array.from({ length: line.returnable }, (_, index) => index + 1).map(
                    (quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ),
                  )}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
                Reason
              </label>
              <select
                id={`${id}-reason`}
                value={choice.reason}
                onChange={(event) => {
                  onChange({ ...choice, reason: event.target.value as ReturnReason | '' })
                }}
                aria-invalid={errors?.reason ? true : undefined}
                aria-describedby={errors?.reason ? `${id}-reason-message` : undefined}
                className={`mt-1.5 ${fieldClassName(Boolean(errors?.reason))}`}
              >
                <option value="" disabled>
                  Choose a reason
                </option>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {RETURN_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
              <FieldMessage id={`${id}-reason-message`}>{errors?.reason}</FieldMessage>
            </div>
          </div>

          <fieldset>
            <legend className="text-sm font-medium">What would you like?</legend>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
              {(
                [
                  ['money', 'Money back'],
                  ['exchange', 'Exchange for another size or colour'],
                ] as const satisfies readonly (readonly [ReturnWay, string])[]
              ).map(([way, label]) => {
                const isUnavailable = way === 'exchange' && options.length === 0
                return (
                  <label
                    key={way}
                    className={`flex items-center gap-2 text-sm ${isUnavailable ? 'text-stone-500' : ''}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-way`}
                      value={way}
                      checked={choice.way === way}
                      disabled={isUnavailable}
                      onChange={() => {
                        onChange({ ...choice, way })
                      }}
                      className={radioClass}
                    />
                    {label}
                  </label>
                )
              })}
            </div>
            {options.length === 0 ? (
              <p className="mt-1.5 text-sm text-stone-600">
                No other size or colour of this item is in stock
                {line.exchangeOptions.length > 0 ? ' for that many units' : ''}.
              </p>
            ) : null}
          </fieldset>

          {choice.way === 'exchange' && options.length > 0 ? (
            <div className="sm:max-w-xs">
              <label htmlFor={`${id}-exchange`} className="block text-sm font-medium">
                Exchange for
              </label>
              <select
                id={`${id}-exchange`}
                value={choice.exchange}
                onChange={(event) => {
                  onChange({ ...choice, exchange: event.target.value })
                }}
                aria-invalid={errors?.exchange ? true : undefined}
                aria-describedby={`${id}-exchange-message`}
                className={`mt-1.5 ${fieldClassName(Boolean(errors?.exchange))}`}
              >
                <option value="" disabled>
                  Choose a size or colour
                </option>
                {sameColour.length > 0 && otherColours.length > 0 ? (
                  <>
                    <optgroup label={`Other sizes in ${line.color}`}>
                      {sameColour.map(renderOption)}
                    </optgroup>
                    <optgroup label="Other colours">{otherColours.map(renderOption)}</optgroup>
                  </>
                ) : (
                  options.map(renderOption)
                )}
              </select>
              {errors?.exchange ? (
                <FieldMessage id={`${id}-exchange-message`}>{errors.exchange}</FieldMessage>
              ) : (
                <p id={`${id}-exchange-message`} className="mt-1.5 text-sm text-stone-600">
                  Nothing to pay: we hold it for you as soon as you confirm.
                </p>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

import {
  MAX_ANNOUNCEMENT_LENGTH,
  MAX_RETURN_ADDRESS_LENGTH,
  MAX_SHOP_NAME_LENGTH,
  updateShopSettingsSchema,
  type ShopSettings,
  type UpdateShopSettingsBody,
} from '@shop/shared/shop-settings'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { TextField } from '../../../../components/ui/text-field'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetSettingsQuery } from '../../../../lib/shop-settings-api'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { useUpdateSettingsMutation } from '../admin-settings-api'
import { AccentColorField } from './accent-color-field'
import { LogoField } from './logo-field'
import { SocialLinksField, type SocialLinkError, type SocialLinkRow } from './social-links-field'

export const SETTINGS_SAVED_MESSAGE = 'Settings saved: the shop shows them now.'

/** What the form holds, as typed. */
interface SettingsDraft {
  shopName: string
  logoUrl: string | null
  accentColor: string
  contactEmail: string
  socialLinks: SocialLinkRow[]
  announcementText: string
  announcementLink: string
  returnWindowDays: string
  returnAddress: string
}

type FieldName = Exclude<keyof SettingsDraft, 'socialLinks'>

let lastRowKey = 0
const newRowKey = () => (lastRowKey += 1)

function toDraft(settings: ShopSettings): SettingsDraft {
  return {
    shopName: settings.shopName,
    logoUrl: settings.logoUrl ?? null,
    accentColor: settings.accentColor,
    contactEmail: settings.contactEmail,
    socialLinks: settings.socialLinks.map((link) => ({ key: newRowKey(), ...link })),
    announcementText: settings.announcement?.text ?? '',
    announcementLink: settings.announcement?.link ?? '',
    returnWindowDays: String(settings.returnWindowDays),
    returnAddress: settings.returnAddress ?? '',
  }
}

/** The whole draft as the API takes it: an empty optional field clears it. */
function toFullBody(draft: SettingsDraft): UpdateShopSettingsBody {
  const text = draft.announcementText.trim()
  const link = draft.announcementLink.trim()
  const days = Number(draft.returnWindowDays.trim())
  return {
    shopName: draft.shopName,
    logoUrl: draft.logoUrl,
    accentColor: draft.accentColor,
    contactEmail: draft.contactEmail.trim(),
    socialLinks: draft.socialLinks.map(({ label, url }) => ({ label, url })),
    announcement: text === '' && link === '' ? null : { text, ...(link !== '' && { link }) },
    returnWindowDays: draft.returnWindowDays.trim() === '' || Number.isNaN(days) ? -1 : days,
    returnAddress: draft.returnAddress.trim() === '' ? null : draft.returnAddress,
  }
}

/**
 * Only the fields the owner changed: a save never writes back what another admin changed since
 * this form was opened (the server merges the fields it is sent, docs/api.md § Settings).
 */
function toChangedBody(draft: SettingsDraft, settings: ShopSettings): UpdateShopSettingsBody {
  const typed = toFullBody(draft)
  const loaded = toFullBody(toDraft(settings))
  return Object.fromEntries(
    Object.entries(typed).filter(
      ([field, value]) =>
        JSON.stringify(value) !== JSON.stringify(loaded[field as keyof UpdateShopSettingsBody]),
    ),
  )
}

/** Where a schema issue shows: a field of the form, or a field of a social link's row. */
function placeOf(
  path: readonly PropertyKey[],
  draft: SettingsDraft,
): { field: FieldName } | { rowKey: number | undefined; rowField: SocialLinkError['field'] } {
  const [field, index, rowField] = path
  if (field === 'socialLinks' && typeof index === 'number') {
    return {
      rowKey: draft.socialLinks[index]?.key,
      rowField: rowField === 'label' ? 'label' : 'url',
    }
  }
  if (field === 'announcement') {
    return { field: index === 'link' ? 'announcementLink' : 'announcementText' }
  }
  return { field: field as FieldName }
}

/**
 * The owner's store settings (docs/product-rules.md § The owner's shop): the shop's name, logo
 * and accent colour, the contact address and social links, an announcement bar and the return
 * policy. Checked with the API's own schema before it is sent; the saved settings show on every
 * page at once.
 */
function StoreSettingsEditor({ settings }: { settings: ShopSettings }) {
  // What the form was filled from, and what the last save answered: the base of what changed.
  const [saved, setSaved] = useState(settings)
  const [draft, setDraft] = useState(() => toDraft(settings))
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [rowErrors, setRowErrors] = useState<Record<number, SocialLinkError>>({})
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const [updateSettings, { isLoading }] = useUpdateSettingsMutation()
  const addressId = useId()

  // After a refused save the first field to fix, in the page's order, takes the focus: its
  // error is then read with it.
  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const change = <Field extends keyof SettingsDraft>(field: Field, value: SettingsDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    if (field !== 'socialLinks') setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = updateShopSettingsSchema.safeParse(toChangedBody(draft, saved))
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {}
      const foundRows: Record<number, SocialLinkError> = {}
      for (const issue of checked.error.issues) {
        const place = placeOf(issue.path, draft)
        if ('field' in place) found[place.field] ??= issue.message
        else if (place.rowKey !== undefined) {
          foundRows[place.rowKey] ??= { field: place.rowField, message: issue.message }
        }
      }
      setErrors(found)
      setRowErrors(foundRows)
      setFocusRequest((count) => count + 1)
      toast.error('Some settings need a look before they can be saved.')
      return
    }
    try {
      const answer = await updateSettings(checked.data).unwrap()
      setSaved(answer)
      setDraft(toDraft(answer))
      setErrors({})
      setRowErrors({})
      toast.success(SETTINGS_SAVED_MESSAGE)
    } catch (failure) {
      toast.error(getErrorMessage(failure, 'The settings could not be saved.'))
    }
  }

  const section = `${panelClass} space-y-5 p-4 sm:p-6`
  const heading = 'text-lg font-semibold'
  return (
    <form
      ref={formRef}
      aria-label="Store settings"
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-6"
    >
      <section aria-labelledby="settings-identity" className={section}>
        <h2 id="settings-identity" className={heading}>
          Name and look
        </h2>
        <TextField
          label="Shop name"
          value={draft.shopName}
          maxLength={MAX_SHOP_NAME_LENGTH}
          error={errors.shopName}
          hint="In every page title, the header, the footer and every e-mail."
          onChange={(event) => {
            change('shopName', event.target.value)
          }}
        />
        <LogoField
          logoUrl={draft.logoUrl}
          onChange={(logoUrl) => {
            change('logoUrl', logoUrl)
          }}
        />
        <AccentColorField
          value={draft.accentColor}
          error={errors.accentColor}
          onChange={(color) => {
            change('accentColor', color)
          }}
        />
      </section>

      <section aria-labelledby="settings-contact" className={section}>
        <h2 id="settings-contact" className={heading}>
          Contact and social
        </h2>
        <TextField
          label="Contact e-mail"
          type="email"
          value={draft.contactEmail}
          error={errors.contactEmail}
          hint="Shown to shoppers on the contact and about pages."
          onChange={(event) => {
            change('contactEmail', event.target.value)
          }}
        />
        <SocialLinksField
          rows={draft.socialLinks}
          errors={rowErrors}
          newKey={newRowKey}
          onChange={(rows) => {
            change('socialLinks', rows)
            setRowErrors({})
          }}
        />
      </section>

      <section aria-labelledby="settings-announcement" className={section}>
        <h2 id="settings-announcement" className={heading}>
          Announcement bar
        </h2>
        <p className="text-sm text-stone-600">
          A line above the header on every page, which shoppers can close. Leave it empty for none.
        </p>
        <TextField
          label="Text"
          value={draft.announcementText}
          maxLength={MAX_ANNOUNCEMENT_LENGTH}
          error={errors.announcementText}
          placeholder="Free standard shipping on orders over $100"
          onChange={(event) => {
            change('announcementText', event.target.value)
          }}
        />
        <TextField
          label="Link (optional)"
          value={draft.announcementLink}
          error={errors.announcementLink}
          placeholder="/collections/all"
          hint="A page of the shop (starting with /) or an https:// address."
          onChange={(event) => {
            change('announcementLink', event.target.value)
          }}
        />
      </section>

      <section aria-labelledby="settings-returns" className={section}>
        <h2 id="settings-returns" className={heading}>
          Returns
        </h2>
        <TextField
          label="Return window (days)"
          inputMode="numeric"
          value={draft.returnWindowDays}
          error={errors.returnWindowDays}
          hint="How long after delivery a customer may send items back."
          onChange={(event) => {
            change('returnWindowDays', event.target.value)
          }}
        />
        <div>
          <label htmlFor={addressId} className="block text-sm font-medium">
            Return address
          </label>
          <textarea
            id={addressId}
            rows={4}
            value={draft.returnAddress}
            maxLength={MAX_RETURN_ADDRESS_LENGTH}
            aria-invalid={errors.returnAddress ? true : undefined}
            aria-describedby={`${addressId}-message`}
            onChange={(event) => {
              change('returnAddress', event.target.value)
            }}
            className={`mt-1.5 ${fieldClassName(Boolean(errors.returnAddress))}`}
          />
          <p
            id={`${addressId}-message`}
            className={`mt-1.5 text-sm ${errors.returnAddress ? 'font-medium text-red-700' : 'text-stone-600'}`}
          >
            {errors.returnAddress ??
              'Where returned parcels go, as it should be printed on a label.'}
          </p>
        </div>
      </section>

      <div className="flex justify-end">
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}

/** The settings screen's content: the settings as the server has them now, then the editor. */
export function StoreSettingsForm() {
  const { data, isError, isFetching, error } = useGetSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })
  // Filled once, from a fresh answer: a later refetch or the save's own answer never resets what
  // is being typed (nor moves the focus).
  const [isFilled, setIsFilled] = useState(false)
  if (!isFilled && data && !isFetching) setIsFilled(true)
  if (isFilled && data) return <StoreSettingsEditor settings={data} />
  if (isError) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the settings')}
      </p>
    )
  }
  return <p role="status">Loading...</p>
}

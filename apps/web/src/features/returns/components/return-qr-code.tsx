import { QRCodeSVG } from 'qrcode.react'

/**
 * A scannable QR code of a return's number, drawn as SVG (sharp on paper at any size). Its own
 * lazy chunk: only the slip loads the QR library, after the slip's own code.
 */
export function ReturnQrCode({ value, className }: { value: string; className?: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={128}
      marginSize={2}
      role="img"
      aria-label={`QR code of ${value}`}
      className={className}
    />
  )
}

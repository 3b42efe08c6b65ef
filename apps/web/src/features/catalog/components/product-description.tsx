import { parseDescription } from '../parse-description'

interface ProductDescriptionProps {
  description: string
}

/** docs/product-rules.md § Screens: the description line by line; bullet lines become a list. */
export function ProductDescription({ description }: ProductDescriptionProps) {
  return (
    <div className="space-y-3 text-[15px] leading-relaxed text-stone-700">
      {parseDescription(description).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5 marker:text-stone-400">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}

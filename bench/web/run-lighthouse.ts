import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, {
  desktopConfig,
  generateReport,
  type Config,
  type Flags,
  type Result,
} from 'lighthouse'
import { formatTable } from '../catalogue/format-table.js'
import {
  PRODUCTION_SHOP_ADMIN,
  startProductionShop,
  type ProductionShop,
} from './production-shop.js'
import { uploadHeroPhoto, type AdminLogin } from './upload-hero.js'

/**
 * Lighthouse on the storefront (docs/performance.md § Web): the home page, the shop and one
 * product page, each with the desktop and the mobile preset, in Debian's Chromium. Audits the
 * shop at BENCH_BASE_URL, or else starts the production build itself on a throwaway DATA_DIR.
 * Prints a table and writes the summary, each full report (JSON) and an HTML report for each
 * run under bench/results/.
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

/** The bar of the storefront issue: every page scores at least this for accessibility. */
const ACCESSIBILITY_AIM = 95

const PRESETS = ['desktop', 'mobile'] as const
type Preset = (typeof PRESETS)[number]
/** Lighthouse's own presets: `desktopConfig`, and its default config for a mid-range phone. */
const PRESET_CONFIGS: Record<Preset, Config | undefined> = {
  desktop: desktopConfig,
  mobile: undefined,
}

/** The e2e suite's Chromium flags (e2e/playwright.config.ts), headless. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const
type Metric = keyof typeof METRICS

const { values: options } = parseArgs({
  options: {
    presets: { type: 'string', default: PRESETS.join(',') },
    pages: { type: 'string', default: 'home,shop,product' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    /** A photo (JPEG or PNG) to upload as the home page's first slide before the audits. */
    hero: { type: 'string' },
  },
})

function pickList<T extends string>(name: string, value: string, allowed: readonly T[]): T[] {
  const picked = value.split(',').map((item) => item.trim())
  const unknown = picked.filter((item) => !allowed.includes(item as T))
  if (unknown.length > 0 || picked.length === 0) {
    throw new Error(`--${name} takes a comma-separated list of ${allowed.join(', ')}`)
  }
  return picked as T[]
}

const PAGE_NAMES = ['home', 'shop', 'product'] as const
type PageName = (typeof PAGE_NAMES)[number]
const chosenPresets = pickList('presets', options.presets, PRESETS)
const chosenPages = pickList('pages', options.pages, PAGE_NAMES)

interface AuditedPage {
  name: PageName
  path: string
}

/** The shop's pages to audit; the product is the first one the catalogue lists. */
async function findPages(origin: string): Promise<AuditedPage[]> {
  const pages: AuditedPage[] = [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/collections/all' },
  ]
  if (chosenPages.includes('product')) {
    const response = await fetch(`${origin}/api/products?limit=1`)
    if (!response.ok) throw new Error(`GET /api/products answered ${String(response.status)}`)
    const [first] = (await response.json()) as { _id: string }[]
    if (!first) throw new Error('The catalogue is empty: there is no product page to audit')
    pages.push({ name: 'product', path: `/product/${encodeURIComponent(first._id)}` })
  }
  return pages.filter((page) => chosenPages.includes(page.name))
}

/** Who uploads `--hero`: the started shop's admin, or BENCH_ADMIN_EMAIL/PASSWORD's for another. */
function heroAdmin(startedHere: boolean): AdminLogin {
  if (startedHere) return PRODUCTION_SHOP_ADMIN
  const email = process.env.BENCH_ADMIN_EMAIL
  const password = process.env.BENCH_ADMIN_PASSWORD
  if (!email || !password) {
    throw new Error('--hero with BENCH_BASE_URL needs BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD')
  }
  return { email, password }
}

interface FailedAudit {
  category: Category
  id: string
  title: string
  score: number | null
}

interface RunSummary {
  page: PageName
  url: string
  preset: Preset
  scores: Record<Category, number | null>
  metrics: Record<Metric, number | null>
  /** Audits of the non-performance categories that did not pass: what to fix first. */
  failedAudits: FailedAudit[]
  reportFile: string
}

function summarize(lhr: Result): Pick<RunSummary, 'scores' | 'metrics' | 'failedAudits'> {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score
      return [category, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  ) as Record<Category, number | null>
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, auditId]) => [
      metric,
      lhr.audits[auditId]?.numericValue ?? null,
    ]),
  ) as Record<Metric, number | null>
  const failedAudits: FailedAudit[] = []
  for (const category of CATEGORIES) {
    if (category === 'performance') continue
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0) continue
      const isScored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric'
      if (isScored && audit.score !== null && audit.score < 1) {
        failedAudits.push({ category, id: audit.id, title: audit.title, score: audit.score })
      }
    }
  }
  return { scores, metrics, failedAudits }
}

const seconds = (ms: number | null) => (ms === null ? '?' : (ms / 1000).toFixed(2))
const score = (value: number | null) => (value === null ? '?' : value)

/**
 * Chromium sometimes records a trace Lighthouse cannot read (NO_NAVSTART, NO_FCP): an audit that
 * ends in a runtime error is made again, up to twice, rather than losing the whole run.
 */
const AUDIT_ATTEMPTS = 3

async function audit(url: string, flags: Flags, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { runtimeError } = result.lhr
    if (!runtimeError) return result.lhr
    const problem = `${url}: ${runtimeError.code} ${runtimeError.message}`
    if (attempt === AUDIT_ATTEMPTS) throw new Error(problem)
    process.stdout.write(`(${runtimeError.code}, auditing again) `)
  }
}

async function main(): Promise<void> {
  let shop: ProductionShop | undefined
  const stopShop = async () => {
    const running = shop
    shop = undefined
    await running?.stop()
  }
  process.once('SIGINT', () => {
    void stopShop().finally(() => process.exit(130))
  })

  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    let origin = process.env.BENCH_BASE_URL?.replace(/\/+$/, '')
    if (origin) {
      console.log(`Auditing the shop at ${origin} (BENCH_BASE_URL)`)
    } else {
      console.log('Starting the production shop (node scripts/start.mjs)…')
      shop = await startProductionShop()
      origin = shop.origin
      console.log(`Auditing the production shop at ${origin}`)
    }
    if (options.hero) {
      const slide = await uploadHeroPhoto(origin, options.hero, heroAdmin(Boolean(shop)))
      console.log(`The first slide now shows ${options.hero}: ${slide.imageUrl}`)
    }
    const pages = await findPages(origin)

    chrome = await chromeLauncher.launch({
      chromePath: options.chrome,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    })

    const startedAt = new Date()
    const stamp = startedAt.toISOString().slice(0, 19).replaceAll(':', '-')
    const resultsDir = fileURLToPath(new URL('../results/', import.meta.url))
    const reportDir = path.join(resultsDir, `web-lighthouse-${stamp}`)

    const runs: RunSummary[] = []
    let environment: { lighthouseVersion: string; userAgent: string } | undefined
    for (const page of pages) {
      for (const preset of chosenPresets) {
        const url = `${origin}${page.path}`
        process.stdout.write(`  ${page.name} (${page.path}), ${preset}… `)
        const flags: Flags = {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        }
        const lhr = await audit(url, flags, PRESET_CONFIGS[preset])
        environment ??= {
          lighthouseVersion: lhr.lighthouseVersion,
          userAgent: lhr.environment.hostUserAgent,
        }
        const baseName = `${page.name}-${preset}`
        // Made with the first report, so a run that fails at once leaves no empty folder.
        await mkdir(reportDir, { recursive: true })
        await writeFile(path.join(reportDir, `${baseName}.json`), JSON.stringify(lhr))
        await writeFile(path.join(reportDir, `${baseName}.html`), generateReport(lhr, 'html'))
        const summary: RunSummary = {
          page: page.name,
          url,
          preset,
          ...summarize(lhr),
          reportFile: path.join(reportDir, `${baseName}.html`),
        }
        runs.push(summary)
        console.log(
          CATEGORIES.map(
            (category) => `${category} ${String(score(summary.scores[category]))}`,
          ).join(', '),
        )
      }
    }

    console.log('\nLighthouse scores (0–100) and lab metrics')
    console.log(
      formatTable(
        [
          'page',
          'preset',
          'perf',
          'a11y',
          'best',
          'seo',
          'FCP s',
          'LCP s',
          'TBT ms',
          'CLS',
          'SI s',
          `a11y ≥ ${String(ACCESSIBILITY_AIM)}`,
        ],
        runs.map((run) => [
          run.page,
          run.preset,
          score(run.scores.performance),
          score(run.scores.accessibility),
          score(run.scores['best-practices']),
          score(run.scores.seo),
          seconds(run.metrics.fcp),
          seconds(run.metrics.lcp),
          run.metrics.tbt === null ? '?' : Math.round(run.metrics.tbt),
          run.metrics.cls === null ? '?' : run.metrics.cls.toFixed(3),
          seconds(run.metrics.si),
          (run.scores.accessibility ?? 0) >= ACCESSIBILITY_AIM ? 'yes' : 'NO',
        ]),
      ),
    )

    const failures = runs.flatMap((run) =>
      run.failedAudits.map((audit) => [
        `${run.page}/${run.preset}`,
        audit.category,
        audit.id,
        audit.title,
      ]),
    )
    if (failures.length > 0) {
      console.log('\nAudits that did not pass (accessibility, best practices, SEO)')
      console.log(formatTable(['run', 'category', 'audit', 'title'], failures))
    }

    const summaryFile = path.join(resultsDir, `web-lighthouse-${stamp}.json`)
    const raw = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      origin,
      startedProductionShop: !process.env.BENCH_BASE_URL,
      heroPhoto: options.hero ?? null,
      ...environment,
      chromeFlags: CHROME_FLAGS,
      accessibilityAim: ACCESSIBILITY_AIM,
      runs,
    }
    await writeFile(summaryFile, `${JSON.stringify(raw, null, 2)}\n`)
    console.log(`\nSummary: ${summaryFile}\nFull reports (JSON and HTML): ${reportDir}`)
  } finally {
    chrome?.kill()
    await stopShop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

export { ExportCsvButton } from './export-csv-button'
export { ImportProductsButton, ImportProductsDialog } from './import-products-dialog'

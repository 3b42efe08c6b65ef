import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createAppWithSettings } from './app/app'
import { hydrateServerPage } from './app/hydrate-server-page'
import { readServerPage } from './app/server-rendering/server-page'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

// A public page comes rendered by the server with its data; personal pages render here.
const serverPage = readServerPage(document)
if (serverPage) {
  void hydrateServerPage(container, serverPage)
} else {
  void createAppWithSettings().then((app) => {
    createRoot(container).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    )
  })
}

import type { RouteObject } from 'react-router'
import { ComingSoonPage } from '../features/home/coming-soon-page'
import { NotFoundRoute } from './routes/not-found-route'

/** Every page of the app; the browser router uses them in app.tsx, tests in a memory router. */
export const routes: RouteObject[] = [
  { path: '/', element: <ComingSoonPage /> },
  { path: '*', element: <NotFoundRoute /> },
]

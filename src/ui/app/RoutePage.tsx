import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteId } from '../../shared/routes/paths';
import { loaderFor } from './page-modules';
import { ChunkLoadError, loadPage, type LoadedPage } from './load-page';
import { ChunkErrorPage } from '../pages/errors/ChunkErrorPage';
import { navigationDone } from '../state/navigation';

const loaded = new Map<RouteId, LoadedPage>();

/**
 * The browser remembers a module that failed to load for the life of the document, so a retry
 * has to be a reload: it fetches the chunk afresh and lands on the same address.
 */
const retry = () => location.reload();

/** Draws one route's page module, loading its chunk on first visit; a failed chunk can be retried. */
export function RoutePage({ id }: { id: RouteId }) {
  const cached = loaded.get(id);
  if (cached) return <Page page={cached} />;
  return <PageLoader key={id} id={id} />;
}

function PageLoader({ id }: { id: RouteId }) {
  const [failure, setFailure] = useState<ChunkLoadError | null>(null);
  const [page, setPage] = useState<LoadedPage | null>(null);

  useEffect(() => {
    let live = true;
    loadPage(loaderFor(id)).then(
      (result) => {
        loaded.set(id, result);
        if (live) setPage(result);
      },
      (error: unknown) => {
        navigationDone();
        if (live) {
          setFailure(
            error instanceof ChunkLoadError
              ? error
              : new ChunkLoadError('missing', undefined, String(error)),
          );
        }
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (failure) return <ChunkErrorPage error={failure} onRetry={retry} />;
  return page ? <Page page={page} /> : null;
}

function Page({ page }: { page: LoadedPage }) {
  const { key } = useLocation();
  // The progress bar stops once the page of this navigation has drawn.
  useEffect(() => navigationDone(), [key]);
  if (page.status === 'no-module') return <Navigate to="/error/404" replace />;
  return <page.Component />;
}

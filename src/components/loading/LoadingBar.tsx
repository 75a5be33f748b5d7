'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLoadingProgress } from '@/hooks/useLoadingProgress';
import { comparableUrl, useNavigationStart } from '@/hooks/useNavigationStart';
import { onLoadingSignal } from './loading-events';

/** Spec §2, §9: a 2px brand-red bar at the top while the next page loads; amber when loading failed. */
export function LoadingBar() {
  const t = useTranslations('loading');
  const { visible, progress, failed, start, finish, fail } = useLoadingProgress();
  const renderedUrlRef = useRef('');
  useNavigationStart(start, renderedUrlRef);
  const onRendered = useCallback(
    (url: string) => {
      renderedUrlRef.current = url;
      finish();
    },
    [finish],
  );

  useEffect(
    () => onLoadingSignal((kind) => (kind === 'start' ? start() : kind === 'fail' ? fail() : finish())),
    [start, finish, fail],
  );

  return (
    <>
      <Suspense fallback={null}>
        <PageRendered onRendered={onRendered} />
      </Suspense>
      <div
        className="loading-bar"
        role={visible ? 'progressbar' : undefined}
        aria-label={visible ? t('label') : undefined}
        aria-valuemin={visible ? 0 : undefined}
        aria-valuemax={visible ? 100 : undefined}
        aria-valuenow={visible ? Math.round(progress) : undefined}
        aria-hidden={!visible}
        data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
      >
        <div
          className={`loading-bar-fill ${failed ? 'bg-amber-500' : 'bg-brand'} ${visible ? 'opacity-100' : 'opacity-0'}`}
          style={{ width: `${progress}%` }}
        />
      </div>
    </>
  );
}

/** Finishes the bar once the new path or query has rendered (the full path: a language switch counts). */
function PageRendered({ onRendered }: { onRendered: (url: string) => void }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => onRendered(comparableUrl(pathname, query)), [pathname, query, onRendered]);
  return null;
}

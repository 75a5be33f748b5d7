import { Link } from '@/i18n/navigation';
import { primaryButton } from './button-styles';

/**
 * A framed "nothing here" message, with an optional way on (a link styled as the primary button). `className` adds
 * to the frame (a frame that fills a reserved box centres its message).
 */
export function EmptyState({
  message,
  action,
  className = '',
}: {
  message: string;
  action?: { href: string; label: string };
  className?: string;
}) {
  if (!action) return <p className={`rounded-md border border-neutral-200 p-6 text-ink ${className}`}>{message}</p>;
  return (
    <div className={`rounded-md border border-neutral-200 p-6 ${className}`}>
      <p className="text-ink">{message}</p>
      <Link href={action.href} className={`mt-4 inline-flex items-center ${primaryButton}`}>
        {action.label}
      </Link>
    </div>
  );
}

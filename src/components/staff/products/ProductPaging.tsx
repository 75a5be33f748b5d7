import { secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { staffProductQuery, type StaffProductFilters } from '@/shared/staff-product-filters';

/** Previous and next pages of the list, and where this one is, each page with its own address. */
export function ProductPaging({
  filters,
  total,
  labels,
}: {
  filters: StaffProductFilters;
  total: number;
  labels: { paging: string; previous: string; next: string; where: string };
}) {
  const pages = Math.max(1, Math.ceil(total / filters.size));
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <Link
      href={`/staff/products${staffProductQuery(filters, { page })}`}
      rel={rel}
      prefetch={false}
      className={`${secondaryButton} inline-flex items-center`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={labels.paging} className="flex flex-wrap items-center justify-between gap-2">
      <span>{filters.page > 1 && link(Math.min(filters.page - 1, pages), `← ${labels.previous}`, 'prev')}</span>
      <span className="text-neutral-600">{labels.where}</span>
      <span>{filters.page < pages && link(filters.page + 1, `${labels.next} →`, 'next')}</span>
    </nav>
  );
}

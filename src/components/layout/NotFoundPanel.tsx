import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

type Props = {
  title: string;
  text: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
};

/** A "not found" answer inside a page (an order, a request): what happened and the two ways on. */
export function NotFoundPanel({ title, text, primary, secondary }: Props) {
  return (
    <div className="rounded-md border border-neutral-200 p-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-neutral-700">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={primary.href} className={`inline-flex items-center ${primaryButton}`}>
          {primary.label}
        </Link>
        <Link href={secondary.href} className={`inline-flex items-center ${secondaryButton}`}>
          {secondary.label}
        </Link>
      </div>
    </div>
  );
}

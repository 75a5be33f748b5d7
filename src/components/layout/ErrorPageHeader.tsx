import { Logo } from './Logo';

/** The small header of the error pages (spec §8): they replace the page's layout, so they bring their own. */
export function ErrorPageHeader() {
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 lg:h-[4.5rem]">
        <Logo />
      </div>
    </header>
  );
}

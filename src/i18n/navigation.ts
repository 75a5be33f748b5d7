import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
/** Every link of the shop prefetches on the visitor's intent only (IntentLink). */
export { IntentLink as Link } from './IntentLink';

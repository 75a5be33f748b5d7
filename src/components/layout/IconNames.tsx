import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/sprite-icons';
import { iconLabelClass } from './styles';

/** A header icon button's content: the icon, its accessible name, and the short name desktops show under it. */
export function IconNames({ icon, name, short }: { icon: IconName; name: string; short: string }) {
  return (
    <>
      <Icon name={icon} className="size-6" />
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" className={iconLabelClass}>
        {short}
      </span>
    </>
  );
}

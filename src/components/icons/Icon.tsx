import type { CSSProperties } from 'react';
import { spriteHref } from './sprite-href';
import type { IconName } from './sprite-icons';

/**
 * A storefront icon from the sprite (`sprite-icons.ts`), decorative: the control or text beside it names what it
 * does. Server and client components alike. Its frame and stroke are the `icon` class's (globals.css): 24 px
 * unless `className` sizes it, a stroke 2 wide unless `strokeWidth` says otherwise.
 */
export function Icon({ name, className, strokeWidth }: { name: IconName; className?: string; strokeWidth?: number }) {
  const style: CSSProperties | undefined = strokeWidth === undefined ? undefined : { strokeWidth };
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'} style={style}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

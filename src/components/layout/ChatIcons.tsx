import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';

/** Simplified marks of the chat apps, drawn here so that nothing loads from their sites. Decorative. */
type IconProps = { className?: string };

function ChatMark({ className = 'size-4', children }: IconProps & { children: ReactNode }) {
  return (
    <BrandMark
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </BrandMark>
  );
}

export function ViberIcon({ className }: IconProps) {
  return (
    <ChatMark className={className}>
      <path d="M12 2.8c-5 0-8.6 1.6-8.6 7.7 0 3.2 1 5.1 2.8 6.2v3.9l3.1-2.8c.9.1 1.8.2 2.7.2 5 0 8.6-1.6 8.6-7.5S17 2.8 12 2.8Z" />
      <path
        d="M9.2 7.6c.4-.2.8-.1 1 .3l.6 1.2c.2.4.1.8-.2 1l-.4.3c.4 1 1.3 1.9 2.3 2.4l.3-.4c.3-.3.7-.4 1-.2l1.2.7c.4.2.5.7.2 1-.6.9-1.4 1.3-2.4.9a7.4 7.4 0 0 1-4.1-4.2c-.4-1 0-1.8.5-2.4Z"
        fill="currentColor"
        stroke="none"
      />
    </ChatMark>
  );
}

export function WhatsAppIcon({ className }: IconProps) {
  return (
    <ChatMark className={className}>
      <path d="M3.5 20.5 4.8 16A8.6 8.6 0 1 1 8 19.3Z" />
      <path
        d="M9 8c.3-.3.7-.3.9.1l.6 1.3c.1.3 0 .6-.2.8l-.4.4c.5 1.1 1.4 2 2.6 2.6l.4-.4c.2-.2.5-.3.8-.2l1.3.6c.4.2.4.6.1.9-.6.8-1.4 1.1-2.3.8A7 7 0 0 1 8.5 10.6c-.3-.9 0-1.8.5-2.6Z"
        fill="currentColor"
        stroke="none"
      />
    </ChatMark>
  );
}

import type { ReactNode } from 'react';

/**
 * Simplified marks of the chat apps and social networks, drawn here so that nothing loads from their sites, for the
 * sprite (sprite-icons.ts). Each drawing carries its own paint in a group: the sprite keeps what is inside the
 * `<svg>`, and the `icon` class strokes everything else 2 wide.
 */
const Mark = ({ children }: { children: ReactNode }) => <svg viewBox="0 0 24 24">{children}</svg>;

/** The chat apps: outlined a little finer than the icons, with a filled handset. */
const ChatMark = ({ outline, handset }: { outline: string; handset: string }) => (
  <Mark>
    <g strokeWidth="1.8">
      <path d={outline} />
      <path d={handset} fill="currentColor" stroke="none" />
    </g>
  </Mark>
);

const FilledMark = ({ d }: { d: string }) => (
  <Mark>
    <g fill="currentColor" fillRule="evenodd" stroke="none">
      <path d={d} />
    </g>
  </Mark>
);

export const Viber = () => (
  <ChatMark
    outline="M12 2.8c-5 0-8.6 1.6-8.6 7.7 0 3.2 1 5.1 2.8 6.2v3.9l3.1-2.8c.9.1 1.8.2 2.7.2 5 0 8.6-1.6 8.6-7.5S17 2.8 12 2.8Z"
    handset="M9.2 7.6c.4-.2.8-.1 1 .3l.6 1.2c.2.4.1.8-.2 1l-.4.3c.4 1 1.3 1.9 2.3 2.4l.3-.4c.3-.3.7-.4 1-.2l1.2.7c.4.2.5.7.2 1-.6.9-1.4 1.3-2.4.9a7.4 7.4 0 0 1-4.1-4.2c-.4-1 0-1.8.5-2.4Z"
  />
);

export const WhatsApp = () => (
  <ChatMark
    outline="M3.5 20.5 4.8 16A8.6 8.6 0 1 1 8 19.3Z"
    handset="M9 8c.3-.3.7-.3.9.1l.6 1.3c.1.3 0 .6-.2.8l-.4.4c.5 1.1 1.4 2 2.6 2.6l.4-.4c.2-.2.5-.3.8-.2l1.3.6c.4.2.4.6.1.9-.6.8-1.4 1.1-2.3.8A7 7 0 0 1 8.5 10.6c-.3-.9 0-1.8.5-2.6Z"
  />
);

export const Facebook = () => (
  <FilledMark d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21Z" />
);

export const Instagram = () => (
  <FilledMark d="M12 7.6a4.4 4.4 0 1 0 0 8.8 4.4 4.4 0 0 0 0-8.8Zm0 7.2a2.8 2.8 0 1 1 0-5.6 2.8 2.8 0 0 1 0 5.6Zm4.6-8.4a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 1.7A3.3 3.3 0 0 0 4.7 8v8A3.3 3.3 0 0 0 8 19.3h8a3.3 3.3 0 0 0 3.3-3.3V8A3.3 3.3 0 0 0 16 4.7Z" />
);

export const YouTube = () => (
  <FilledMark d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z" />
);

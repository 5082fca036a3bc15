import { ArrowLeft } from 'lucide-react';
import '../chat.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useFullScreenChat } from '../use-full-screen-chat';

interface ChatScreenProps {
  /** Where the back arrow leads (the inbox), and its name. */
  back: { to: string; label: string };
  /** The person's picture (with the online dot); an activity has none. */
  avatar?: ReactNode;
  /** The conversation's person or activity: the name, possibly a link. */
  identity: ReactNode;
  /** Under the name: online, typing, or how many are online. */
  subtitle: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * A conversation as a messenger shows it: a header (back, who, online or typing), the messages
 * and the composer. On a phone it is the whole screen, above the keyboard (chat.css).
 */
export function ChatScreen({ back, avatar, identity, subtitle, tools, children }: ChatScreenProps) {
  useFullScreenChat();
  return (
    <section className="panel chat-panel chat-screen">
      <header className="chat-screen-header">
        <Link to={back.to} className="chat-back">
          <ArrowLeft size={22} aria-hidden="true" />
          <span className="sr-only">
            {M.backTo}
            {back.label}
          </span>
        </Link>
        {avatar}
        <div className="chat-screen-title">
          {identity}
          <p className="chat-screen-subtitle" aria-live="polite">
            {subtitle}
          </p>
        </div>
        {tools}
      </header>
      <div className="chat-body">{children}</div>
    </section>
  );
}

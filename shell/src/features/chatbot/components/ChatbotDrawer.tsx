// Support chatbot drawer (spec 1 §2, §4 Chat, §8): 'Çevrimiçi', greeting with the first name,
// quick questions, local answers after 300 ms, else chatbot-claude with the last 10 messages,
// on failure the connection notice plus the local/default answer. Its own lazy chunk.
import { useEffect, useRef, useState } from 'react';
import { selectProfile, useAppSelector } from '@akademi/shared';
import { Button, Input } from '@akademi/shared/kit';
import { Drawer, SendOutlined } from '@akademi/shared/kit-extra';
import { useAskChatbotMutation } from '../api/ask-chatbot';
import { matchKnowledge } from '../lib/matcher';
import { CONNECTION_NOTICE, DEFAULT_ANSWER, DEFAULT_SUGGESTIONS, RELATED_PROMPT } from '../lib/knowledge-base';
import { SUPPORT_PHONE, telHref } from '../../support';

/** Local answer delay and history length (spec 1 §9). */
export const LOCAL_ANSWER_DELAY_MS = 300;
export const CHAT_HISTORY_LIMIT = 10;
const THINKING = 'Düşünüyor...';

interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  suggestions?: readonly string[];
  placeholder?: boolean;
}

let seq = 0;
const msg = (text: string, sender: ChatMessage['sender'], extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${++seq}`,
  text,
  sender,
  timestamp: Date.now(),
  ...extra,
});

export default function ChatbotDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const profile = useAppSelector(selectProfile);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [askChatbot] = useAskChatbotMutation();
  const listEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open && messages.length === 0) {
      const name = profile?.firstName ? ` ${profile.firstName}` : '';
      setMessages([msg(`Merhaba${name}! Size nasıl yardımcı olabilirim?`, 'bot', { suggestions: DEFAULT_SUGGESTIONS })]);
    }
  }, [open, messages.length, profile?.firstName]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const replacePlaceholder = (placeholderId: string, reply: ChatMessage) =>
    setMessages((list) => list.map((m) => (m.id === placeholderId ? reply : m)));

  const send = (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    const history = messages
      .filter((m) => !m.placeholder)
      .slice(-CHAT_HISTORY_LIMIT + 1)
      .map((m) => ({ role: m.sender === 'user' ? ('user' as const) : ('assistant' as const), content: m.text }));
    const placeholder = msg(THINKING, 'bot', { placeholder: true });
    setMessages((list) => [...list, msg(text, 'user'), placeholder]);
    setInput('');
    const local = matchKnowledge(text);
    if (local) {
      setTimeout(() => replacePlaceholder(placeholder.id, msg(`${local.answer}\n\n${RELATED_PROMPT}`, 'bot', { suggestions: local.related })), LOCAL_ANSWER_DELAY_MS);
      return;
    }
    void askChatbot({ message: text, history: [...history, { role: 'user' as const, content: text }].slice(-CHAT_HISTORY_LIMIT), userId: profile?.id ?? null }).then(({ data: answer }) => {
      if (answer) replacePlaceholder(placeholder.id, msg(answer, 'bot'));
      else replacePlaceholder(placeholder.id, msg(`${CONNECTION_NOTICE}\n\n${DEFAULT_ANSWER}`, 'bot', { suggestions: DEFAULT_SUGGESTIONS }));
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={
        <div>
          <div>Destek Asistanı</div>
          <div style={{ fontSize: 12, fontWeight: 400, color: '#237804' }}>● Çevrimiçi</div>
        </div>
      }
      width={400}
      styles={{ body: { display: 'flex', flexDirection: 'column', padding: 0 } }}
    >
      <div role="log" aria-label="Sohbet" style={{ flex: 1, overflowY: 'auto', padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {messages.map((m) => (
          <div key={m.id} style={{ alignSelf: m.sender === 'user' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
            <div
              data-sender={m.sender}
              style={{
                whiteSpace: 'pre-wrap',
                padding: '8px 12px',
                borderRadius: 12,
                background: m.sender === 'user' ? '#2f54eb' : '#f5f5f5',
                color: m.sender === 'user' ? '#fff' : 'rgba(0,0,0,0.88)',
                fontStyle: m.placeholder ? 'italic' : undefined,
              }}
            >
              {m.text}
            </div>
            {m.suggestions && m.suggestions.length > 0 ? (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
                {m.suggestions.map((s) => (
                  <Button key={s} size="small" onClick={() => send(s)}>
                    {s}
                  </Button>
                ))}
              </div>
            ) : null}
          </div>
        ))}
        <div ref={listEnd} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send(input);
        }}
        style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid #f0f0f0' }}
      >
        <Input aria-label="Mesaj" placeholder="Sorunuzu yazın..." value={input} onChange={(e) => setInput(e.target.value)} />
        <Button type="primary" htmlType="submit" aria-label="Gönder" icon={<SendOutlined />} disabled={input.trim() === ''} />
      </form>
      <div style={{ padding: '0 12px 12px', fontSize: 12, color: 'rgba(0,0,0,0.6)' }}>
        Acil durumlar için: <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
      </div>
    </Drawer>
  );
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agent, ChatStreamEvent } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { ChatCard } from './ChatCard';
import { chatStorageKey } from './rules';
import { AGENT_TEXTS as T } from './texts';

const agent = { _id: 'a1', display_name: 'Nova', responder: 'local responder' } as unknown as Agent;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const provider = (stream: (emit: (e: ChatStreamEvent) => void) => Promise<void>, active = false) => ({
  agentChatActive: vi.fn().mockResolvedValue(active),
  agentChatRecent: vi
    .fn()
    .mockResolvedValue([{ timestamp: 1, text: 'Stored hello', is_user: false, response_id: 'r0' }]),
  streamAgentChat: vi.fn((_id: string, _message: string, onEvent: (e: ChatStreamEvent) => void) =>
    stream(onEvent),
  ),
  clearAgentChat: vi.fn().mockResolvedValue({ success: true }),
});

describe('the chat card', () => {
  it('loads the recent messages of an inactive chat, dropping the session copy', async () => {
    sessionStorage.setItem(
      chatStorageKey('a1'),
      JSON.stringify([{ timestamp: 1, text: 'Old', is_user: true, response_id: '' }]),
    );
    renderPage(<ChatCard agent={agent} />, { path: '/', url: '/', dataProvider: provider(async () => {}) });
    expect(await screen.findByText('Stored hello')).toBeTruthy();
    expect(screen.queryByText('Old')).toBeNull();
  });

  it("shows an agent's reply as Markdown (never its HTML), and the user's own words as typed", async () => {
    sessionStorage.setItem(
      chatStorageKey('a1'),
      JSON.stringify([
        { timestamp: 1, text: 'Use **bold** here', is_user: true, response_id: '' },
        {
          timestamp: 2,
          text: '## Opening hours\n\n- **Monday** 9–5\n- <img src=x onerror=alert(1)>',
          is_user: false,
          response_id: 'r1',
        },
      ]),
    );
    renderPage(<ChatCard agent={agent} />, {
      path: '/',
      url: '/',
      dataProvider: provider(async () => {}, true),
    });
    const heading = await screen.findByRole('heading', { name: 'Opening hours' });
    const reply = heading.closest('[data-testid="agent-message"]') as HTMLElement;
    expect(reply.querySelector('strong')?.textContent).toBe('Monday');
    expect(reply.querySelectorAll('li')).toHaveLength(2);
    expect(reply.querySelector('img')).toBeNull();
    expect(screen.getByText('Use **bold** here')).toBeTruthy();
  });

  it('keeps the session copy of an active chat', async () => {
    sessionStorage.setItem(
      chatStorageKey('a1'),
      JSON.stringify([{ timestamp: 1, text: 'Kept', is_user: true, response_id: '' }]),
    );
    renderPage(<ChatCard agent={agent} />, {
      path: '/',
      url: '/',
      dataProvider: provider(async () => {}, true),
    });
    expect(await screen.findByText('Kept')).toBeTruthy();
  });

  it('sends on Enter, not blank text, waits with Send disabled, and shows the streamed reply', async () => {
    let finish: () => void = () => {};
    const dataProvider = provider(
      (emit) =>
        new Promise<void>((resolve) => {
          finish = () => {
            emit({ event: 'piece', text: 'Ahoy ' });
            emit({ event: 'piece', text: 'there.' });
            emit({
              event: 'done',
              reply: { text: 'Ahoy there.', response_id: 'r1', responder: 'local responder' },
            });
            resolve();
          };
        }),
    );
    renderPage(<ChatCard agent={agent} />, { path: '/', url: '/', dataProvider });
    await screen.findByText('Stored hello');
    const box = screen.getByLabelText(T.message);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(dataProvider.streamAgentChat).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(dataProvider.streamAgentChat).toHaveBeenCalledWith('a1', 'Hello', expect.any(Function)),
    );
    expect(screen.getByLabelText(T.waiting).textContent).toMatch(/^\.{1,5}$/);
    fireEvent.change(box, { target: { value: 'More' } });
    expect(screen.getByRole('button', { name: T.send })).toHaveProperty('disabled', true);
    finish();
    expect(await screen.findByText('Ahoy there.')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.send })).toHaveProperty('disabled', false);
  });

  it('says the reply failed', async () => {
    renderPage(<ChatCard agent={agent} />, {
      path: '/',
      url: '/',
      dataProvider: provider(async (emit) => emit({ event: 'error', message: 'x' })),
    });
    await screen.findByText('Stored hello');
    fireEvent.change(screen.getByLabelText(T.message), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.aiFailed)).toBeTruthy();
  });
});

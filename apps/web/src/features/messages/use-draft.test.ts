import { act, renderHook } from '@testing-library/react';
import type { ChatRef } from '@peerconnect/contracts';
import { useDraft } from './use-draft';

const BOB: ChatRef = { kind: 'direct', id: '64b7f0c2a1b2c3d4e5f60001' };
const GROUP: ChatRef = { kind: 'activity', id: '64b7f0c2a1b2c3d4e5f60002' };
const stored = { _id: '64b7f0c2a1b2c3d4e5f60003', content: 'See you at 6', createdAt: '' };

beforeEach(() => sessionStorage.clear());

describe('a chat draft', () => {
  it('when the student types and leaves the chat, then the text is back when they return, and only in that chat', () => {
    const first = renderHook(() => useDraft(BOB));
    act(() => first.result.current.setText('Are you coming'));
    first.unmount();
    expect(renderHook(() => useDraft(BOB)).result.current.text).toBe('Are you coming');
    expect(renderHook(() => useDraft(GROUP)).result.current.text).toBe('');
  });

  it('when the draft is sent, then it is gone for good', () => {
    const { result, unmount } = renderHook(() => useDraft(BOB));
    act(() => result.current.setText('On my way'));
    act(() => void result.current.take('On my way'));
    unmount();
    expect(renderHook(() => useDraft(BOB)).result.current.text).toBe('');
  });

  it('when a message is being edited, then its text is not kept as the draft', () => {
    const { result, unmount } = renderHook(() => useDraft(BOB));
    act(() => result.current.setText('half a thought'));
    act(() => result.current.edit(stored));
    act(() => result.current.setText('See you at 7'));
    unmount();
    expect(renderHook(() => useDraft(BOB)).result.current.text).toBe('half a thought');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDecideStreams, HEARTBEAT_MS } from './stream-hub';

function client() {
  const written: string[] = [];
  return {
    written,
    ended: false,
    write: (chunk: string) => written.push(chunk),
    end() {
      this.ended = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the open streams', () => {
  it('send a heartbeat comment every 15 s while a stream is open', () => {
    const streams = createDecideStreams();
    const phone = client();
    streams.add('s', phone);
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(phone.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phone.written).toEqual([': heartbeat\n\n']);
    streams.remove('s', phone);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('number each session’s events in sequence, and write them as server-sent events', () => {
    const streams = createDecideStreams();
    const [desktop, phone] = [client(), client()];
    streams.add('s', desktop);
    streams.send('s', desktop, 'state', { a: 1 });
    streams.add('s', phone);
    streams.publish('s', 'progress', { person1: 1, person2: 0 });
    expect(desktop.written).toEqual([
      'id: 1\nevent: state\ndata: {"a":1}\n\n',
      'id: 2\nevent: progress\ndata: {"person1":1,"person2":0}\n\n',
    ]);
    expect(phone.written).toEqual(['id: 2\nevent: progress\ndata: {"person1":1,"person2":0}\n\n']);
  });

  it('refuse a stream over the cap, and end them all when the server stops', () => {
    const streams = createDecideStreams({ perSession: 2 });
    const clients = [client(), client(), client()];
    expect(clients.map((each) => streams.add('s', each))).toEqual([true, true, false]);
    streams.endEvery();
    expect(clients.map((each) => each.ended)).toEqual([true, true, false]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

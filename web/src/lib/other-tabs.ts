/**
 * What one of the shopper's tabs of the store changed, told to the others (one channel per
 * market's origin), so that they show it too.
 */
export type SharedTopic = 'cart';

const CHANNEL = 'store-changes';

/** This tab's mark: its own messages reach its other listeners and are ignored there. */
const TAB = Math.random().toString(36).slice(2);

interface Message {
  tab: string;
  topic: SharedTopic;
}

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

/** Tells the shopper's other tabs of this store that `topic` has changed. */
export function announceToOtherTabs(topic: SharedTopic): void {
  const channel = open();
  channel?.postMessage({ tab: TAB, topic } satisfies Message);
  channel?.close();
}

/**
 * Calls `onChange` when another tab changes `topic`; a tab in the background is told once it is
 * shown again, not on every change. Answers the stop function.
 */
export function followOtherTabs(topic: SharedTopic, onChange: () => void): () => void {
  const channel = open();
  if (!channel) return () => {};
  let stale = false;
  const onMessage = ({ data }: MessageEvent<Message>) => {
    if (data.tab === TAB || data.topic !== topic) return;
    if (document.visibilityState === 'visible') onChange();
    else stale = true;
  };
  const onShown = () => {
    if (!stale || document.visibilityState !== 'visible') return;
    stale = false;
    onChange();
  };
  channel.addEventListener('message', onMessage);
  document.addEventListener('visibilitychange', onShown);
  return () => {
    channel.close();
    document.removeEventListener('visibilitychange', onShown);
  };
}

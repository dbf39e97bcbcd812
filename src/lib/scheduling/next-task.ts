/**
 * Resolves in a new task, so long work split with it lets the browser paint and handle input in
 * between. A MessageChannel message, not setTimeout(0): nested timeouts are clamped to 4 ms each,
 * which hundreds of slices would add up to seconds.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

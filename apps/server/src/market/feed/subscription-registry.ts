/**
 * Who listens to what: topic → sockets for fan-out, socket → topics for cleanup when a
 * socket goes away. Reports when a topic gains its first or loses its last subscriber,
 * so the ticker only computes prices somebody will receive.
 */
export class SubscriptionRegistry<S> {
  readonly #byTopic = new Map<string, Set<S>>();
  readonly #bySocket = new Map<S, Set<string>>();

  /** Returns true when `topic` had no subscriber before. */
  add(socket: S, topic: string): boolean {
    let sockets = this.#byTopic.get(topic);
    const isNewTopic = !sockets;
    if (!sockets) {
      sockets = new Set();
      this.#byTopic.set(topic, sockets);
    }
    sockets.add(socket);
    let topics = this.#bySocket.get(socket);
    if (!topics) {
      topics = new Set();
      this.#bySocket.set(socket, topics);
    }
    topics.add(topic);
    return isNewTopic;
  }

  /** Returns true when `topic` has no subscriber left. */
  remove(socket: S, topic: string): boolean {
    this.#bySocket.get(socket)?.delete(topic);
    const sockets = this.#byTopic.get(topic);
    if (!sockets?.delete(socket) || sockets.size > 0) return false;
    this.#byTopic.delete(topic);
    return true;
  }

  /** Drops every subscription of `socket`; returns the topics left without subscribers. */
  removeSocket(socket: S): string[] {
    const emptied: string[] = [];
    for (const topic of this.#bySocket.get(socket) ?? []) {
      if (this.remove(socket, topic)) emptied.push(topic);
    }
    this.#bySocket.delete(socket);
    return emptied;
  }

  subscribers(topic: string): ReadonlySet<S> | undefined {
    return this.#byTopic.get(topic);
  }

  /** Every socket holding at least one topic that passes `test`, each once. */
  socketsWhere(test: (topic: string) => boolean): Set<S> {
    const found = new Set<S>();
    for (const [topic, sockets] of this.#byTopic)
      if (test(topic)) for (const socket of sockets) found.add(socket);
    return found;
  }

  /** Whether `socket` holds a topic that passes `test`. */
  holdsAny(socket: S, test: (topic: string) => boolean): boolean {
    for (const topic of this.#bySocket.get(socket) ?? []) if (test(topic)) return true;
    return false;
  }

  topicCount(socket: S): number {
    return this.#bySocket.get(socket)?.size ?? 0;
  }

  has(socket: S, topic: string): boolean {
    return this.#bySocket.get(socket)?.has(topic) ?? false;
  }

  get topics(): number {
    return this.#byTopic.size;
  }
}

/**
 * Which signed-in user each socket belongs to (after an AUTH frame), and each user's open
 * sockets, so a notification reaches every session of that user on this process.
 */
export class UserSockets<S> {
  readonly #byUser = new Map<string, Set<S>>();
  readonly #userOf = new Map<S, string>();

  static key(tenantId: string, userId: number): string {
    return `${tenantId}:${userId}`;
  }

  /** Binds `socket` to a user, replacing any earlier binding (a new sign-in on the same tab). */
  bind(socket: S, tenantId: string, userId: number): void {
    this.unbind(socket);
    const key = UserSockets.key(tenantId, userId);
    let sockets = this.#byUser.get(key);
    if (!sockets) {
      sockets = new Set();
      this.#byUser.set(key, sockets);
    }
    sockets.add(socket);
    this.#userOf.set(socket, key);
  }

  unbind(socket: S): void {
    const key = this.#userOf.get(socket);
    if (key === undefined) return;
    this.#userOf.delete(socket);
    const sockets = this.#byUser.get(key)!;
    sockets.delete(socket);
    if (sockets.size === 0) this.#byUser.delete(key);
  }

  socketsOf(tenantId: string, userId: number): ReadonlySet<S> | undefined {
    return this.#byUser.get(UserSockets.key(tenantId, userId));
  }
}

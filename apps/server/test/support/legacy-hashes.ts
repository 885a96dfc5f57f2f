/**
 * Hashes written by the scrypt hasher that argon2id replaced (format
 * `scrypt$<log2N>$<r>$<p>$<salt>$<key>`), all of LEGACY_PASSWORD: such rows stay in databases
 * until their owners sign in again.
 */
export const LEGACY_PASSWORD = 'correct horse 1';
export const LEGACY_HASHES = {
  cost10: 'scrypt$10$8$1$7VMCJ5kOiIrCzLYslCKzUw$w0zHGe7AQUsCh3oERu19ujnR-NRrnAs78iF8OExk0I4',
  /** The production cost before argon2id (2^17). */
  cost17: 'scrypt$17$8$1$J1X2TSsMpx4c7KKDje0JdQ$XIvA_tKIGBY20yY3GkadG77jchBWPBtlfVGAA75KbPg',
};

/** A withdrawal password (six digits) as the scrypt hasher stored it. */
export const LEGACY_OP_PASSWORD = '654321';
export const LEGACY_OP_HASH =
  'scrypt$10$8$1$5-1L2u1CDpUFB8_sIkU2mg$GqwMsh5IImkLqc9aYah_HUlAbasGLDDhXBDT_MH32-c';

/*
 * The API key store for the desktop app: Electron's safeStorage (async API) behind the
 * Encryptor interface, so EncryptedFileSecretStore stays testable without Electron.
 */
import { safeStorage } from 'electron';
import { join } from 'node:path';
import { EncryptedFileSecretStore, type Encryptor } from './services/secret-store.js';

export const safeStorageEncryptor: Encryptor = {
  isAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
  backend: () => {
    if (process.platform === 'linux') return safeStorage.getSelectedStorageBackend();
    return process.platform === 'darwin' ? 'keychain' : 'dpapi';
  },
  encrypt: (plain) => safeStorage.encryptStringAsync(plain),
  decrypt: (data) => safeStorage.decryptStringAsync(Buffer.from(data)),
};

export const createSecretStore = (userDataDir: string): EncryptedFileSecretStore =>
  new EncryptedFileSecretStore(join(userDataDir, 'api-key.bin'), safeStorageEncryptor, process.env);

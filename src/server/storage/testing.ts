import { temporaryDir } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { createStorage, type ShopStorage } from './index';

/** The shop's storage in two new temporary folders (removed when the test process ends). */
export async function temporaryStorage(): Promise<ShopStorage> {
  return createStorage({
    kind: 'local',
    uploadsDir: await temporaryDir('uploads-'),
    requestsDir: await temporaryDir('requests-'),
  });
}

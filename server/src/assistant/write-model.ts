/**
 * The last step of `npm run build:server`: trains the assistant's classifier on the content
 * the server will read (the same configuration as `npm run serve`) and keeps the model in
 * server/dist/assistant-models, so the server starts without training.
 */
import path from 'node:path';
import { findRootDir, loadConfig } from '../config';
import { compileFacts, ContentError } from './knowledge/compile';
import { Classifier, MODEL_DIR } from './understanding/classifier';

async function main(): Promise<void> {
  const rootDir = findRootDir();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, rootDir);
  const started = performance.now();
  const facts = compileFacts({
    localesDir: config.localesDir,
    owner: config.owner,
    privacy: config.privacy,
    providerConfigured: config.provider !== undefined,
  });
  const file = await Classifier.writeModel(facts, path.join(rootDir, MODEL_DIR));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`assistant model: ${path.relative(rootDir, file)} (trained in ${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});

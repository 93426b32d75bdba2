import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
// The build script itself (JavaScript, run by `npm run cv` before every start and build).
import { writeCvs } from '../../scripts/make-cv.mjs';
import { OWNER_ENV, tempDir } from './helpers';

const locales = (lng: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../src/locales', lng, `${ns}.json`), 'utf8'));

/** The text a page shows: pdf-lib writes each line as a hex string in WinAnsi (Latin-1 here). */
async function pdfText(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; doc: PDFDocument }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  let text = '';
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex = ''] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        text += `${Buffer.from(hex, 'hex').toString('latin1')}\n`;
      }
    }
  }
  return { text: text.replace(/\s+/g, ' '), pages: doc.getPageCount(), doc };
}

const ENV = {
  ...OWNER_ENV,
  REACT_APP_CV_FILE: '/cv-{lng}.pdf',
  REACT_APP_PHONE: '+49 30 1234567',
  SITE_URL: 'https://www.bauer.example',
};

for (const lng of ['de', 'en']) {
  test(`cv-${lng}.pdf: one A4 page in ${lng} from the owner's facts and the site's own texts`, async () => {
    const publicDir = tempDir();
    await writeCvs(ENV, publicDir);
    const { text, pages, doc } = await pdfText(
      fs.readFileSync(path.join(publicDir, `cv-${lng}.pdf`)),
    );
    assert.equal(pages, 1);
    assert.deepEqual(doc.getPage(0).getSize(), { width: 595.28, height: 841.89 });
    assert.equal(doc.getTitle(), `Charles Bauer – ${locales(lng, 'hero').title}`);
    assert.equal(doc.getAuthor(), 'Charles Bauer');
    for (const fact of [
      'Charles Bauer',
      'hello@charles-tech.example',
      '+49 30 1234567',
      `bauer.example/${lng}`,
      'Physio am Park',
    ]) {
      assert.ok(text.includes(fact), fact);
    }
    const about = locales(lng, 'about');
    const skills = locales(lng, 'skills');
    for (const phrase of [
      about.title,
      about.development.items[0],
      about.maintenance.items[0],
      `${skills.groups.usingNow.title}: ${skills.groups.usingNow.items.join(', ')}`,
      locales(lng, 'portfolio').project.kind,
    ]) {
      assert.ok(text.includes(phrase), phrase);
    }
    // Nothing of the other language.
    const other = lng === 'de' ? 'en' : 'de';
    assert.ok(!text.includes(locales(other, 'about').title), 'the other language');
  });
}

test('a CV of your own (REACT_APP_CV_FILE elsewhere) is never overwritten', async () => {
  const publicDir = tempDir();
  fs.writeFileSync(path.join(publicDir, 'cv-de.pdf'), 'my real CV');
  const written = await writeCvs({ ...ENV, REACT_APP_CV_FILE: '/cv-de.pdf' }, publicDir);
  assert.deepEqual(written, []);
  assert.equal(fs.readFileSync(path.join(publicDir, 'cv-de.pdf'), 'utf8'), 'my real CV');
});

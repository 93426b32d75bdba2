#!/usr/bin/env node
// Writes the downloadable CV (public/<REACT_APP_CV_FILE>) as a plain PDF 1.4 by
// hand: A4, the standard Helvetica fonts (no embedding), WinAnsi text, exact
// xref offsets. Owner facts come from .env so the CV matches the site.
// Run: node scripts/make-cv-pdf.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readEnv() {
  const env = {};
  for (const line of fs.readFileSync(path.join(root, '.env'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].trim();
  }
  return env;
}

const env = readEnv();
const required = [
  'REACT_APP_OWNER_NAME',
  'REACT_APP_BUSINESS_NAME',
  'REACT_APP_EMAIL',
  'REACT_APP_LINKEDIN_URL',
  'REACT_APP_GITHUB_URL',
  'REACT_APP_CLIENT_SITE_URL',
  'REACT_APP_CLIENT_SITE_NAME',
  'REACT_APP_CV_FILE',
];
const missing = required.filter((key) => !env[key]);
if (missing.length > 0) {
  console.error(`make-cv-pdf: missing in .env: ${missing.join(', ')}`);
  process.exit(1);
}
const stripScheme = (url) => url.replace(/^https?:\/\/(www\.)?/, '');

// ---------------------------------------------------------------------------
// Content (kept in step with src/locales/en and the skills table of the spec)
const cv = {
  name: env.REACT_APP_OWNER_NAME,
  role: 'Information Engineer  |  Freelance Software Developer',
  contact: [
    env.REACT_APP_EMAIL,
    stripScheme(env.REACT_APP_LINKEDIN_URL),
    stripScheme(env.REACT_APP_GITHUB_URL),
  ].join('   |   '),
  sections: [
    {
      title: 'Profile',
      paragraphs: [
        `Freelance software developer and Information Engineering student. Through my small business ${env.REACT_APP_BUSINESS_NAME} I build fast, dependable websites and web apps for small businesses and look after them after launch: hosting, updates, backups and everyday IT support. I enjoy the whole journey of a project, from understanding what a business really needs to clean, maintainable code that still runs smoothly a year later. I work in English and German.`,
      ],
    },
    {
      title: 'Experience',
      entries: [
        {
          heading: `Founder & Developer, ${env.REACT_APP_BUSINESS_NAME}`,
          when: 'since 2023',
          bullets: [
            'Websites and web applications for practices, shops and local service providers, built with React and JavaScript.',
            'Contact, booking and order forms that deliver straight to the client\u2019s inbox.',
            'Hosting, domain and e-mail set-up; regular updates, security patches, backups and monitoring.',
            'Personal IT support for small teams, explained in plain language.',
          ],
        },
      ],
    },
    {
      title: 'Selected project',
      entries: [
        {
          heading: `${env.REACT_APP_CLIENT_SITE_NAME} \u2013 client website`,
          when: stripScheme(env.REACT_APP_CLIENT_SITE_URL),
          bullets: [
            'A calm, bilingual website for a physiotherapy practice: treatments, team and opening hours at a glance, with online appointment requests.',
            'Responsive and fast on every phone, search-engine friendly, and easy for the team to keep up to date; hosted and maintained by me.',
          ],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          heading: 'B.Sc. Information Engineering',
          when: 'in progress',
          bullets: [
            'Programming (C, Java), databases and SQL, computer networks, software engineering.',
          ],
        },
      ],
    },
    {
      title: 'Skills',
      rows: [
        ['Using now', 'C, Java, JavaScript, React, Git, SQL'],
        ['Learning now', 'HTML, GCP'],
        ['Other skills', 'German, AWS'],
      ],
    },
    {
      title: 'Services',
      rows: [
        [
          'Development',
          'Websites and web apps for small businesses, forms and integrations, mobile-first and accessible design, bilingual sites (EN/DE).',
        ],
        [
          'Maintenance',
          'Hosting and domains, updates and security patches, backups and monitoring, content changes, IT support.',
        ],
      ],
    },
  ],
};

// ---------------------------------------------------------------------------
// Text measurement: Helvetica and Helvetica-Bold advance widths (1/1000 em)
// for ASCII 32..126, from the Adobe core font metrics.
// prettier-ignore
const WIDTHS = {
  regular: [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584],
  bold: [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584],
};
// The few non-ASCII characters used, with their WinAnsi code and width.
const EXTRA = { '\u2013': [0x96, 556], '\u2019': [0x92, 222], '\u2022': [0x95, 350] };

function charWidth(ch, font) {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return WIDTHS[font][code - 32];
  if (EXTRA[ch]) return EXTRA[ch][1];
  throw new Error(`make-cv-pdf: no WinAnsi mapping for ${JSON.stringify(ch)}`);
}

const textWidth = (text, font, size) =>
  ([...text].reduce((sum, ch) => sum + charWidth(ch, font), 0) * size) / 1000;

/** A PDF string literal in WinAnsi bytes (as latin1 characters). */
function pdfString(text) {
  let out = '';
  for (const ch of text) {
    const code = EXTRA[ch] ? EXTRA[ch][0] : ch.charCodeAt(0);
    charWidth(ch, 'regular');
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------
// Layout on A4 (595 x 842 pt)
const PAGE = { width: 595, height: 842 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const ACCENT = '0.263 0.220 0.792'; // #4338ca, the site's accent
const MUTED = '0.29 0.31 0.39';
const FONT_KEY = { regular: 'F1', bold: 'F2' };

const ops = [];
let y = PAGE.height - MARGIN;

function text(str, { x = MARGIN, font = 'regular', size = 10, color = '0 0 0' } = {}) {
  ops.push(
    `BT /${FONT_KEY[font]} ${size} Tf ${color} rg ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(str)} Tj ET`,
  );
}

function rule(color = '0.85 0.87 0.91', width = 0.8) {
  ops.push(
    `${color} RG ${width} w ${MARGIN} ${y.toFixed(2)} m ${PAGE.width - MARGIN} ${y.toFixed(2)} l S`,
  );
}

function paragraph(
  str,
  {
    x = MARGIN,
    width = CONTENT_WIDTH,
    size = 10,
    leading = 14.5,
    font = 'regular',
    color = '0.1 0.1 0.12',
  } = {},
) {
  for (const line of wrap(str, font, size, width)) {
    text(line, { x, size, font, color });
    y -= leading;
  }
}

// Header
ops.push(`${ACCENT} rg 0 ${PAGE.height - 10} ${PAGE.width} 10 re f`);
y -= 8;
text(cv.name, { font: 'bold', size: 26, color: '0.08 0.09 0.12' });
y -= 22;
text(cv.role, { font: 'bold', size: 12, color: ACCENT });
y -= 18;
text(cv.contact, { size: 9.5, color: MUTED });
y -= 14;
rule();

for (const section of cv.sections) {
  y -= 24;
  text(section.title.toUpperCase(), { font: 'bold', size: 10.5, color: ACCENT });
  y -= 16;
  for (const p of section.paragraphs ?? []) paragraph(p);
  for (const entry of section.entries ?? []) {
    text(entry.heading, { font: 'bold', size: 11 });
    const whenWidth = textWidth(entry.when, 'regular', 9.5);
    text(entry.when, { x: PAGE.width - MARGIN - whenWidth, size: 9.5, color: MUTED });
    y -= 15;
    for (const bullet of entry.bullets) {
      text('\u2022', { x: MARGIN + 4, size: 10, color: ACCENT });
      paragraph(bullet, { x: MARGIN + 16, width: CONTENT_WIDTH - 16 });
    }
    y -= 4;
  }
  for (const [label, value] of section.rows ?? []) {
    text(label, { font: 'bold', size: 10 });
    paragraph(value, { x: MARGIN + 96, width: CONTENT_WIDTH - 96 });
    y -= 2;
  }
}
if (y < MARGIN) throw new Error(`make-cv-pdf: content overflows the page (y = ${y})`);

y = MARGIN - 16;
text(`${cv.name}  |  ${env.REACT_APP_BUSINESS_NAME}  |  ${env.REACT_APP_EMAIL}`, {
  size: 8,
  color: MUTED,
});

// ---------------------------------------------------------------------------
// Assemble the file: objects, then an xref table with byte offsets.
const content = ops.join('\n');
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  `<< /Title ${pdfString(`${cv.name} - CV`)} /Author ${pdfString(cv.name)} /Creator (scripts/make-cv-pdf.mjs) >>`,
];

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, index) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
});
const xrefOffset = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;

const outFile = path.join(root, 'public', env.REACT_APP_CV_FILE.replace(/^\//, ''));
fs.writeFileSync(outFile, Buffer.from(pdf, 'latin1'));
console.log(`make-cv-pdf: wrote ${path.relative(root, outFile)} (${pdf.length} bytes)`);

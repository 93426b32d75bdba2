import { addPrefetchHint, PREFETCH_LIST_ID, prefetchList } from './prefetch-hints';

function pageWithList(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PREFETCH_LIST_ID;
    block.textContent = text;
    doc.body.append(block);
  }
  return doc;
}

test('reads the site paths the page lists, in order', () => {
  const doc = pageWithList('["/static/js/app.1.chunk.js","/static/css/chat-box.2.chunk.css"]');
  expect(prefetchList(doc)).toEqual([
    '/static/js/app.1.chunk.js',
    '/static/css/chat-box.2.chunk.css',
  ]);
});

test.each([
  ['no list', null],
  ['an empty block', ''],
  ['broken JSON', '["/static/js/a.js"'],
  ['an object', '{"url":"/static/js/a.js"}'],
])('finds nothing to fetch in %s', (_name, text) => {
  expect(prefetchList(pageWithList(text))).toEqual([]);
});

test('skips anything that is not a path on this site', () => {
  const doc = pageWithList(
    JSON.stringify([
      'https://evil.example/x.js',
      '//evil.example/x.js',
      'data:text/javascript,alert(1)',
      'static/js/relative.js',
      42,
      '/static/js/ok.js',
    ]),
  );
  expect(prefetchList(doc)).toEqual(['/static/js/ok.js']);
});

test('a hint is a prefetch link in the head, typed as script or style', () => {
  const doc = document.implementation.createHTMLDocument('page');
  addPrefetchHint(doc, '/static/js/app.1.chunk.js');
  addPrefetchHint(doc, '/static/css/chat-box.2.chunk.css');
  const links = [...doc.head.querySelectorAll('link')];
  expect(
    links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]),
  ).toEqual([
    ['prefetch', 'script', '/static/js/app.1.chunk.js'],
    ['prefetch', 'style', '/static/css/chat-box.2.chunk.css'],
  ]);
});

import { prefetchUrls } from './prefetch-urls';

const asset = (name: string) => ({ name, size: 1 });
const stats = {
  namedChunkGroups: {
    main: { assets: [asset('static/js/main.1.js')] },
    app: {
      assets: [
        asset('static/js/533.2.chunk.js'),
        asset('static/css/app.3.chunk.css'),
        asset('static/js/app.3.chunk.js'),
        asset('static/js/app.3.chunk.js.LICENSE.txt'),
      ],
    },
    'chat-box': {
      assets: [
        asset('static/js/533.2.chunk.js'),
        asset('static/css/chat-box.4.chunk.css'),
        asset('static/js/chat-box.4.chunk.js'),
      ],
    },
    notices: {
      assets: [asset('static/css/notices.5.chunk.css'), asset('static/js/notices.5.chunk.js')],
    },
  },
};

test('lists the scripts and stylesheets of the app, the chat box and the notices, each once', () => {
  expect(prefetchUrls(stats, [])).toEqual([
    '/static/js/533.2.chunk.js',
    '/static/css/app.3.chunk.css',
    '/static/js/app.3.chunk.js',
    '/static/css/chat-box.4.chunk.css',
    '/static/js/chat-box.4.chunk.js',
    '/static/css/notices.5.chunk.css',
    '/static/js/notices.5.chunk.js',
  ]);
});

test('leaves out the stylesheets the page has inline', () => {
  expect(prefetchUrls(stats, ['/static/css/app.3.chunk.css'])).not.toContain(
    '/static/css/app.3.chunk.css',
  );
});

test('fails the build when a prefetched group is missing', () => {
  const { 'chat-box': _chatBox, ...rest } = stats.namedChunkGroups;
  expect(() => prefetchUrls({ ...stats, namedChunkGroups: rest }, [])).toThrow(/'chat-box'/);
});

test('fails the build on stats of another shape', () => {
  expect(() => prefetchUrls({ chunks: [] }, [])).toThrow();
});

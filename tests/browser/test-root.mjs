// What the browser tests run against: the shipped page, dist/ (bundled and minified by
// ./build.sh), or the plain sources, www/, with SEMAILLES_TEST_ROOT=www.
export const TEST_ROOT = process.env.SEMAILLES_TEST_ROOT === 'www' ? 'www' : 'dist';

// react-router's package points every import at its development build (remix-run/react-router#14102); production
// bundles must take the production twin (webpack-config's `unsharedReactRouterAliases`), development ones keep the
// warnings.
const fs = require('node:fs');
const path = require('node:path');
const { unsharedReactRouterAliases, createHostConfig } = require('../index.js');

const ALIASES = ['petcora-unshared-react-router$', 'petcora-unshared-react-router/dom$'];
const buildOf = (file) => path.basename(path.dirname(file));

describe('the react-router files a bundle takes', () => {
  it('are the production build in a production bundle', () => {
    const aliases = unsharedReactRouterAliases(true);
    for (const name of ALIASES) {
      expect(buildOf(aliases[name])).toBe('production');
      expect(fs.existsSync(aliases[name])).toBe(true);
    }
    // The twin differs in the dev-warnings switch: the file taken must have it off.
    const chunks = fs.readdirSync(path.dirname(aliases[ALIASES[0]])).filter((f) => f.startsWith('chunk-'));
    const source = chunks.map((f) =>
      fs.readFileSync(path.join(path.dirname(aliases[ALIASES[0]]), f), 'utf8'),
    );
    expect(source.some((text) => text.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    expect(source.some((text) => text.includes('var ENABLE_DEV_WARNINGS = true;'))).toBe(false);
  });

  it('are the development build in a development bundle', () => {
    const aliases = unsharedReactRouterAliases(false);
    for (const name of ALIASES) expect(buildOf(aliases[name])).toBe('development');
  });

  it('are what the shell production config resolves the facade to', () => {
    const shellRoot = path.resolve(__dirname, '../../../../shell');
    const config = createHostConfig({ projectRoot: shellRoot, port: 8080 })({}, { mode: 'production' });
    const alias = config.resolve.alias;
    for (const name of ALIASES) expect(buildOf(alias[name])).toBe('production');
  });
});

// The build-time prerender's server bundle (ADR 0039): the shell's route table and pages compiled for Node, from the
// browser build's own settings (same swc rule, same resolution), so both render the same components.
const path = require('node:path');
const { createHostConfig } = require('@petcora/webpack-config');

module.exports = (env, argv) => {
  const browser = createHostConfig({ projectRoot: __dirname, port: 4200 })(env, { mode: 'production' });
  const [swcRule] = browser.module.rules;
  return {
    mode: argv.mode || 'production',
    target: 'node20',
    context: __dirname,
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, '.tmp/prerender'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        swcRule,
        // Styles and pictures are the browser build's business; the HTML only needs class names and URLs.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(woff2?|ttf|eot|png|jpe?g|gif|webp|avif|svg)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // npm packages load from node_modules at run time; the workspace libs (TypeScript source) are compiled in.
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@petcora/')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};

const { createRemoteConfig } = require('@petcora/webpack-config');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'store',
  port: 4202,
  exposes: {
    './StorePage': './src/pages/store-page.tsx',
    './AdminSquarePage': './src/pages/admin-square-page.tsx',
  },
});

const { createRemoteConfig } = require('@petcora/webpack-config');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'store',
  port: 4202,
  exposes: {
    './StorePage': './src/pages/store-page.tsx',
    './CartPage': './src/pages/cart-page.tsx',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './WishlistPage': './src/pages/wishlist-page.tsx',
    './AdminSquarePage': './src/pages/admin-square-page.tsx',
    './AdminOrdersPage': './src/pages/admin-orders-page.tsx',
    // Not a page: the navigation's cart icon, mounted by the shell.
    './CartButton': './src/widgets/cart-button.tsx',
    // Not a page: the product dialog, opened in place from a product chip on a post card.
    './ProductDialog': './src/widgets/product-dialog.tsx',
  },
});

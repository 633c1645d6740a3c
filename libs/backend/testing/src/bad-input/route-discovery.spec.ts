import express from 'express';
import { discoverMutatingRoutes, fillPath, hasParameters } from './route-discovery';

describe('discoverMutatingRoutes', () => {
  it('finds routes, routers mounted at a path and opaque mounted apps, mutating methods only', () => {
    const app = express();
    app.get('/api/things', () => undefined);
    app.post('/api/things', () => undefined);
    const router = express.Router();
    router.delete('/:id', () => undefined);
    app.use('/api/nested', router);
    app.use('/admin/board', express());
    const routes = discoverMutatingRoutes({ getHttpAdapter: () => ({ getInstance: () => app }) });
    expect(routes).toEqual([
      { method: 'DELETE', path: '/admin/board/*rest' },
      { method: 'PATCH', path: '/admin/board/*rest' },
      { method: 'POST', path: '/admin/board/*rest' },
      { method: 'PUT', path: '/admin/board/*rest' },
      { method: 'DELETE', path: '/api/nested/:id' },
      { method: 'POST', path: '/api/things' },
    ]);
  });
});

describe('fillPath', () => {
  it('fills named, splat and optional parameters', () => {
    expect(fillPath('/api/users/:id/profile', '%00')).toBe('/api/users/%00/profile');
    expect(fillPath('/files{/:name}/*rest', 'x')).toBe('/files/x/x');
    expect(hasParameters('/api/posts')).toBe(false);
    expect(hasParameters('/api/posts/:id')).toBe(true);
  });
});

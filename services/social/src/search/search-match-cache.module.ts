import { Module } from '@nestjs/common';
import { SearchMatchCache } from './search-match-cache';

/**
 * The one SearchMatchCache of this process: imported by search (which reads it) and by the modules whose writes change
 * what a search finds (which clear it). It imports nothing, so any module can import it without a cycle.
 */
@Module({
  providers: [{ provide: SearchMatchCache, useFactory: () => new SearchMatchCache() }],
  exports: [SearchMatchCache],
})
export class SearchMatchCacheModule {}

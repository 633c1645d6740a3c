import { type ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  MEMOIZED_QUERIES_PER_CLASS,
  MemoizedValidation,
  ServiceValidationPipe,
} from './service-validation-pipe';

@MemoizedValidation()
class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'page must be 100 or less' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;
}

/** Inherits the mark's class but not the mark: a subclass may add rules that are not pure. */
class SortedPageQuery extends PageQuery {
  @IsOptional()
  @IsIn(['new', 'old'], { message: 'sort must be new or old' })
  sort: string = 'new';
}

class UnmarkedQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;
}

const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });

function servicePipe() {
  const pipe = new ServiceValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
  });
  // class-validator's run, which the memory saves.
  const validate = jest.spyOn(pipe as unknown as { validate: () => unknown }, 'validate');
  return { pipe, validate };
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('expected a refusal');
}

describe('ServiceValidationPipe (memoized query validation)', () => {
  it('validates a query that passed once from memory, answering a new instance with the same values', async () => {
    const { pipe, validate } = servicePipe();
    const first = await pipe.transform({ page: '2', cursor: 'abc' }, query(PageQuery));
    const again = await pipe.transform({ page: '2', cursor: 'abc' }, query(PageQuery));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(again).toBeInstanceOf(PageQuery);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(Object.keys(again as object)).toEqual(Object.keys(first as object));
    expect((again as PageQuery).page).toBe(2);
  });

  it('gives each caller its own instance: a handler changing its DTO changes no later answer', async () => {
    const { pipe } = servicePipe();
    const first = (await pipe.transform({ page: '3' }, query(PageQuery))) as PageQuery;
    first.page = 99;
    const again = (await pipe.transform({ page: '3' }, query(PageQuery))) as PageQuery;
    expect(again.page).toBe(3);
  });

  it('never remembers a refusal: the same bad query is checked, and refused alike, every time', async () => {
    const { pipe, validate } = servicePipe();
    const bad = () => pipe.transform({ page: '0' }, query(PageQuery));
    expect(await refusal(bad())).toEqual(await refusal(bad()));
    expect(await refusal(bad())).toMatchObject({ message: ['page must be 1 or more'] });
    expect(validate).toHaveBeenCalledTimes(3);
    // Unknown parameters after a good query with the same known ones: still refused.
    await pipe.transform({ page: '1' }, query(PageQuery));
    expect(await refusal(pipe.transform({ page: '1', debug: 'x' }, query(PageQuery)))).toMatchObject({
      message: ['property debug should not exist'],
    });
  });

  it('keeps queries apart by every value and by the order of their parameters', async () => {
    const { pipe, validate } = servicePipe();
    await pipe.transform({ page: '1', cursor: 'a' }, query(PageQuery));
    await pipe.transform({ cursor: 'a', page: '1' }, query(PageQuery));
    await pipe.transform({ page: '1', cursor: 'b' }, query(PageQuery));
    // A value that JSON-escapes to look like another's text is still another query.
    await pipe.transform({ page: '1', cursor: 'a","page":"1' }, query(PageQuery));
    expect(validate).toHaveBeenCalledTimes(4);
  });

  it('validates every time what it does not remember: unmarked classes, subclasses, arrays, stripped keys', async () => {
    const { pipe, validate } = servicePipe();
    const twice = async (value: () => unknown, metadata: ArgumentMetadata) => {
      const before = validate.mock.calls.length;
      await pipe.transform(value(), metadata).catch(() => undefined);
      await pipe.transform(value(), metadata).catch(() => undefined);
      return validate.mock.calls.length - before;
    };
    expect(await twice(() => ({ page: '1' }), query(UnmarkedQuery))).toBe(2);
    expect(await twice(() => ({ page: '1', sort: 'old' }), query(SortedPageQuery))).toBe(2);
    expect(await twice(() => ({ cursor: ['a', 'b'] }), query(PageQuery))).toBe(2);
    expect(await twice(() => JSON.parse('{"__proto__":"x","page":"1"}'), query(PageQuery))).toBe(2);
    expect(await twice(() => ({ constructor: 'x', page: '1' }), query(PageQuery))).toBe(2);
    expect(await twice(() => ({ page: '1' }), { type: 'body', metatype: PageQuery })).toBe(2);
    expect(await twice(() => ({ page: '1', cursor: 'c'.repeat(600) }), query(PageQuery))).toBe(2);
  });

  it('remembers a bounded number of queries per class, the oldest forgotten first', async () => {
    const { pipe, validate } = servicePipe();
    for (let i = 0; i <= MEMOIZED_QUERIES_PER_CLASS; i++)
      await pipe.transform({ cursor: `c${i}` }, query(PageQuery));
    const remembered = (pipe as unknown as { passed: Map<unknown, Map<string, unknown>> }).passed.get(
      PageQuery,
    );
    expect(remembered?.size).toBe(MEMOIZED_QUERIES_PER_CLASS);
    const calls = validate.mock.calls.length;
    await pipe.transform({ cursor: `c${MEMOIZED_QUERIES_PER_CLASS}` }, query(PageQuery));
    expect(validate.mock.calls.length).toBe(calls);
    await pipe.transform({ cursor: 'c0' }, query(PageQuery));
    expect(validate.mock.calls.length).toBe(calls + 1);
  });
});

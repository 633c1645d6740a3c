// Checks made before loading a URL, shared by the suites.

/** One request before loading a URL: it must answer 200 with the expected shape, or the numbers would mean nothing. */
export async function probe(url, headers, check) {
  const res = await fetch(url, { headers });
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || !check(body)) {
    throw new Error(
      `${url} answered ${res.status} ${JSON.stringify(body)?.slice(0, 200)}; expected 200 with data.`,
    );
  }
  return res;
}

/** The gateway's per-IP /api budget would turn a load test into 429s: refuse to run against a small one. */
export function assertRateLimitFits(response) {
  const policy = response.headers.get('ratelimit-policy');
  const limit = policy ? Number(policy.split(';')[0]) : Infinity;
  const needed = 100_000; // comfortably above hundreds of requests/s for a minute
  if (limit < needed) {
    throw new Error(
      `The gateway allows ${limit} /api requests per minute per client (RateLimit-Policy: ${policy}). ` +
        `Start the stack for benchmarking with RATE_LIMIT_API_PER_MIN=1000000 (see bench/README.md).`,
    );
  }
}

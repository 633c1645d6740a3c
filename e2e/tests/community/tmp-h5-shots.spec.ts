import { test } from '@playwright/test';
import { signUpThroughApi, uniqueUser } from '../support';
import { open } from './community-support';

test('shots @mobile', async ({ page }, info) => {
  const me = uniqueUser();
  await signUpThroughApi(page, me);
  await open(page, `/user/${me.username}`);
  await page.getByRole('tab', { name: 'Posts' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/h5-user-${info.project.name}.png`, fullPage: true });
  await open(page, `/explore?q=dog`);
  await page.getByRole('region', { name: 'Products' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/h5-explore-${info.project.name}.png`, fullPage: true });
  await open(page, `/user/maya_and_biscuit/followers`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/h5-people-${info.project.name}.png`, fullPage: true });
  await open(page, `/community`);
  await page.getByRole('region', { name: 'Suggested Accounts' }).waitFor();
  await page.waitForTimeout(1000);
  await page.getByRole('region', { name: 'Suggested Accounts' }).screenshot({ path: `/tmp/h5-suggested-${info.project.name}.png` });
});

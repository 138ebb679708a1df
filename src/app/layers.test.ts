import { ESLint } from 'eslint';

/*
 * The layers are fenced by lint (eslint.config.js): these imports, written in the files named, must fail it. The
 * files named and the modules imported exist (the type-aware rules read only files of the TypeScript project), so
 * the import resolves and only the fence can object.
 */
const eslint = new ESLint();
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('the layers', () => {
  it('refuse a feature importing another feature', async () => {
    expect(
      await problems(
        'src/features/search/pager.tsx',
        "export { characterCount } from '../edit-world/world-changes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse a shared part importing a feature, and the offline server importing a component', async () => {
    expect(
      await problems('src/components/page-title.tsx', "export { SearchPage } from '../features/search/search-page';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await problems('src/mocks/scenario.ts', "export { Button } from '../components/ui/button';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('allow what flows down', async () => {
    expect(
      await problems('src/features/search/pager.tsx', "export { characterCount } from '../../lib/character-count';\n"),
    ).toEqual([]);
  });
});

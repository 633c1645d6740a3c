require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default; a first render that compiles a lazily imported module on a loaded
// 2-core CI machine can take longer (shell remote-page.spec failed so). Real absences still fail, after 5 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

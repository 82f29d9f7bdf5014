/** Interpreter pieces the test drawing needs, in one import. */
export { Cons, Ename, Real, list, prin1, type Value } from '../../interpreter/index.js';
export { defineBuiltins as defineBuiltinsForTests } from '../../interpreter/builtins/registry.js';

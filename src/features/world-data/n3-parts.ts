/*
 * The parts of n3 the check uses, re-exported statically: a dynamic import('n3') keeps the whole namespace (its
 * store, reasoner and stream classes with their Node polyfills), while this lets the bundler drop what is unused.
 */
export { Parser, Writer } from 'n3';

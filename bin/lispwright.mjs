#!/usr/bin/env node
// `lispwright` under its earlier name: the command itself is bin/lispwright.cjs (package.json's bin).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./lispwright.cjs');

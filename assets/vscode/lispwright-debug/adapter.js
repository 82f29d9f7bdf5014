// The debug adapter VS Code starts for "type": "lispwright": it hands its stdin and stdout to
// `lispwright dap`. Set LISPWRIGHT_CLI to the path of bin/lispwright.mjs when `lispwright` is not
// on the PATH.
'use strict';
const { spawn } = require('node:child_process');
const cli = process.env.LISPWRIGHT_CLI;
const child = cli
  ? spawn(process.execPath, [cli, 'dap'], { stdio: 'inherit' })
  : spawn('lispwright', ['dap'], { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('error', (e) => {
  process.stderr.write(`lispwright-debug: cannot start lispwright dap (${e.message}); set LISPWRIGHT_CLI to bin/lispwright.mjs\n`);
  process.exit(1);
});
child.on('exit', (code) => process.exit(code ?? 0));
